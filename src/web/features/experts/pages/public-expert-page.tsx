import { Bookmark, BookmarkCheck, Briefcase, Clock, Globe2, Languages, Star, UserX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { csatBadge } from '@shared/domain/experts';
import type { TPublicExpert } from '@shared/schemas/experts';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingBlock } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useViewer } from '@web/lib/viewer';
import type { TPageMeta } from '@web/components/page-meta';
import { usePublicExpert } from '../api/get-public-expert';
import { useSaveExpert } from '../api/save-expert';
import { countryName } from '../lib/locale-options';
import { priceBand } from '../lib/price-band';
import { plural } from '@shared/domain/plural';

export const meta: TPageMeta = {
  title: 'Expert profile',
  description: "A vetted expert's skills, experience and delivered outcomes.",
};

/** Where "Sign in to Save Expert" goes: /auth shows that title, then comes back here and saves. */
export function saveSignInPath(expert: Pick<TPublicExpert, 'id' | 'fullName'>): string {
  const params = new URLSearchParams({
    redirect: 'shortlist',
    expert: expert.fullName,
    next: `/experts/${expert.id}?save=1`,
  });
  return `/auth?${params.toString()}`;
}

function Chips({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{label}</h3>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
        {items.map((item) => (
          <li key={item}>
            <Badge variant="secondary">{item}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Rating({ expert }: { expert: TPublicExpert }) {
  const badge = csatBadge(expert.ratingAverage);
  if (expert.ratingAverage === null || expert.ratingCount === 0) {
    return <span className="text-sm text-slate-600">No ratings yet · No Data</span>;
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
      <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
      <span className="font-semibold">{expert.ratingAverage.toFixed(1)}</span>
      <span>
        ({expert.ratingCount} rating{expert.ratingCount === 1 ? '' : 's'}) · {badge}
      </span>
    </span>
  );
}

function SaveAction({ expert, saved }: { expert: TPublicExpert; saved: boolean | null }) {
  const { viewer } = useViewer();
  const save = useSaveExpert(expert.id);
  const [params, setParams] = useSearchParams();
  const autoSaved = useRef(false);

  // Back from "Sign in to Save Expert": save it once, then drop the marker from the address.
  useEffect(() => {
    if (params.get('save') !== '1' || !viewer || saved === null || autoSaved.current) return;
    autoSaved.current = true;
    setParams(
      (current) => {
        current.delete('save');
        return current;
      },
      { replace: true },
    );
    if (saved || viewer.userId === expert.id) return;
    save.mutate(true, {
      onSuccess: () => toast.success('Expert saved', { description: `${expert.fullName} is in your saved experts.` }),
      onError: (error) => toast.error('Could not save expert', { description: error.message }),
    });
  }, [params, setParams, viewer, saved, expert, save]);

  if (!viewer) {
    return (
      <Button asChild>
        <Link to={saveSignInPath(expert)}>
          <Bookmark aria-hidden /> Sign in to Save Expert
        </Link>
      </Button>
    );
  }
  if (viewer.userId === expert.id) {
    return (
      <Button asChild variant="outline">
        <Link to="/expert?tab=profile">Edit my profile</Link>
      </Button>
    );
  }
  const toggle = () =>
    save.mutate(!saved, {
      onSuccess: (result) =>
        toast.success(result.saved ? 'Expert saved' : 'Removed from saved experts', { description: expert.fullName }),
      onError: (error) => toast.error('Could not update saved experts', { description: error.message }),
    });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant={saved ? 'outline' : 'default'}
        onClick={toggle}
        disabled={save.isPending}
        aria-pressed={Boolean(saved)}
      >
        {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
        {saved ? 'Saved' : 'Save Expert'}
      </Button>
      {saved && (
        <Button asChild variant="outline">
          <Link to={`/brief-builder?expert=${expert.id}`}>Request this expert</Link>
        </Button>
      )}
    </div>
  );
}

/** /experts/:id: a vetted expert's public profile (no contact data). */
export default function PublicExpertPage() {
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = usePublicExpert(id);

  if (isPending) return <LoadingBlock label="Loading expert profile" />;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="mx-auto max-w-md px-4 py-24">
        <Card className="text-center" role={missing ? undefined : 'alert'}>
          <CardHeader>
            <UserX className="mx-auto size-8 text-slate-400" aria-hidden />
            <CardTitle asChild>
              <h1>{missing ? 'Expert not found' : 'Could not load this expert'}</h1>
            </CardTitle>
            <CardDescription>
              {missing ? 'This profile does not exist or is not public.' : error.message}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center gap-2">
            {!missing && (
              <Button variant="outline" onClick={() => void refetch()}>
                Try again
              </Button>
            )}
            <Button asChild>
              <Link to="/">Back to Home</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  const { expert, saved } = data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <header className="space-y-2">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="success">Vetted expert</Badge>
              {expert.available ? (
                <Badge variant="outline">Available for new work</Badge>
              ) : (
                <Badge variant="secondary">Not taking new work</Badge>
              )}
            </div>
            <h1 className="text-3xl font-bold text-slate-900">{expert.fullName}</h1>
            <p className="text-lg text-slate-700">{expert.headline}</p>
            <Rating expert={expert} />
          </header>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>About</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-6">
              <p className="whitespace-pre-line text-slate-800">{expert.bio}</p>
              <Chips label="Skills" items={expert.skills} />
              <Chips label="Industries" items={expert.domains} />
              <Chips label="Outcomes delivered" items={expert.outcomeTags} />
            </CardContent>
          </Card>
        </div>
        <aside className="space-y-4" aria-label="Summary">
          <Card>
            <CardHeader>
              <CardTitle className="text-2xl">{priceBand(expert)}</CardTitle>
              <CardDescription>Hourly price band</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <SaveAction expert={expert} saved={saved} />
              <dl className="space-y-3 text-sm">
                <div className="flex items-center gap-2">
                  <Briefcase className="size-4 text-slate-500" aria-hidden />
                  <dt className="sr-only">Experience</dt>
                  <dd>
                    {expert.yearsExperience} years of experience · {expert.completedProjects} completed project
                    {expert.completedProjects === 1 ? '' : 's'}
                  </dd>
                </div>
                <div className="flex items-center gap-2">
                  <Clock className="size-4 text-slate-500" aria-hidden />
                  <dt className="sr-only">Availability</dt>
                  <dd>{plural(expert.weeklyHours, 'hour')} a week</dd>
                </div>
                <div className="flex items-center gap-2">
                  <Globe2 className="size-4 text-slate-500" aria-hidden />
                  <dt className="sr-only">Location</dt>
                  <dd>
                    {countryName(expert.country)} · {expert.timeZone.replace(/_/g, ' ')}
                  </dd>
                </div>
                <div className="flex items-center gap-2">
                  <Languages className="size-4 text-slate-500" aria-hidden />
                  <dt className="sr-only">Languages</dt>
                  <dd>{expert.languages.join(', ')}</dd>
                </div>
              </dl>
              <p className="text-xs text-slate-500">Member since {formatDate(expert.memberSince)}</p>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}

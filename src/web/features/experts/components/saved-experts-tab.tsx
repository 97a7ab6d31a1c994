import { Bookmark, Star } from 'lucide-react';
import { Link } from 'react-router';
import { csatBadge } from '@shared/domain/experts';
import type { TSavedExpert } from '@shared/schemas/experts';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { DashboardList } from '@web/components/ui/list-states';
import { toast } from '@web/lib/toast';
import { useSavedExperts } from '../api/list-saved-experts';
import { useSaveExpert } from '../api/save-expert';
import { priceBand } from '../lib/price-band';
import { TruncatedText } from '@web/components/ui/truncated-text';

function SavedExpertRow({ expert }: { expert: TSavedExpert }) {
  const remove = useSaveExpert(expert.id);
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <Link to={`/experts/${expert.id}`} className="font-semibold text-slate-900 hover:underline">
              {expert.fullName}
            </Link>
            {!expert.available && <Badge variant="secondary">Not taking new work</Badge>}
          </p>
          <TruncatedText className="text-sm text-slate-700" text={expert.headline} />
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-500">
            <span>{priceBand(expert)}</span>
            <span aria-hidden>·</span>
            <span className="inline-flex items-center gap-1">
              <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
              {expert.ratingAverage === null ? 'No ratings yet' : expert.ratingAverage.toFixed(1)} ·{' '}
              {csatBadge(expert.ratingAverage)}
            </span>
            <span aria-hidden>·</span>
            <span>{expert.completedProjects} completed</span>
          </p>
          <TruncatedText className="text-xs text-slate-500" text={expert.skills.join(', ')} />
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={`/brief-builder?expert=${expert.id}`} aria-label={`Request this expert: ${expert.fullName}`}>
              Request this expert
            </Link>
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={remove.isPending}
            aria-label={`Remove ${expert.fullName} from saved experts`}
            onClick={() =>
              remove.mutate(false, {
                onError: (error) => toast.error('Could not remove expert', { description: error.message }),
              })
            }
          >
            Remove
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** The client dashboard's Saved Experts tab. */
export function SavedExpertsTab() {
  const { data, error, isPending, refetch } = useSavedExperts();
  return (
    <DashboardList
      id="saved-experts"
      title="Saved Experts"
      items={data?.experts}
      error={error}
      isPending={isPending}
      onRetry={() => void refetch()}
      loadingLabel="Loading saved experts"
      empty={{
        icon: Bookmark,
        title: 'No saved experts yet',
        description: 'Save experts from their profiles to compare them and request them on a brief.',
      }}
    >
      {(experts) => experts.map((expert) => <SavedExpertRow key={expert.id} expert={expert} />)}
    </DashboardList>
  );
}

import { Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EXPERT_STATUS_LABELS, EXPERT_STATUSES, VETTING_STEPS, type TExpertStatus } from '@shared/domain/experts';
import { SEARCH_MAX_LENGTH } from '@shared/domain/limits';
import { PRICE_RANGE_IN_ORDER } from '@shared/schemas/common';
import type { TAdminExpertListQuery, TAdminExpertRow } from '@shared/schemas/experts';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { NativeSelect } from '@web/components/ui/native-select';
import { formatDate } from '@web/lib/format';
import { useAdminExperts } from '../api/list-admin-experts';
import { ExpertStatusBadge } from '../../components/expert-status-badge';
import { priceBand } from '../../lib/price-band';
import { TruncatedText } from '@web/components/ui/truncated-text';

const SEARCH_DELAY_MS = 300;

/** Text typed into a filter box reaches the query once typing pauses. */
function useDebounced<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function ExpertRow({ expert }: { expert: TAdminExpertRow }) {
  const name = expert.fullName || expert.email;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900">{name}</span>
            <ExpertStatusBadge status={expert.status} />
            {expert.status === 'vetted' && !expert.available && (
              <span className="text-xs text-slate-500">Not available</span>
            )}
          </p>
          <TruncatedText className="text-sm text-slate-700" text={expert.headline} />
          <p className="text-sm text-slate-500">
            {expert.email} · {priceBand(expert)} · {expert.weeklyHours} h/week · {expert.country}
          </p>
          <TruncatedText className="text-xs text-slate-500" text={expert.skills.join(', ')} />
        </div>
        <div className="flex shrink-0 items-center gap-4">
          <div className="text-right text-xs text-slate-600">
            <p>
              Checklist {expert.stepsDone}/{VETTING_STEPS.length}
            </p>
            <p>Score {expert.vettingScore === null ? '—' : expert.vettingScore.toFixed(2)}</p>
            <p>Applied {formatDate(expert.appliedAt)}</p>
          </div>
          <Button asChild size="sm" variant={expert.status === 'applied' ? 'default' : 'outline'}>
            <Link to={`/admin/experts/${expert.userId}`} aria-label={`Open ${name}`}>
              {expert.status === 'applied' ? 'Review' : 'Open'}
            </Link>
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** The admin Experts tab: applications (waiting ones first) and experts, with search and filters. */
export function AdminExpertsTab() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<TExpertStatus | ''>('');
  const [available, setAvailable] = useState<'' | 'true' | 'false'>('');
  const [skill, setSkill] = useState('');
  const [domain, setDomain] = useState('');
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [page, setPage] = useState(1);

  const typed = useDebounced({ q, skill, domain, minPrice, maxPrice });
  const priceRange = {
    minPrice: /^\d+$/.test(typed.minPrice) ? Number(typed.minPrice) : undefined,
    maxPrice: /^\d+$/.test(typed.maxPrice) ? Number(typed.maxPrice) : undefined,
  };
  // A range the wrong way round is said under Min; the list keeps showing the last range that made sense.
  const priceRangeError = PRICE_RANGE_IN_ORDER.check(priceRange) ? undefined : PRICE_RANGE_IN_ORDER.message;
  const filter: TAdminExpertListQuery = {
    q: typed.q.trim() || undefined,
    status: status || undefined,
    available: available || undefined,
    skill: typed.skill.trim() || undefined,
    domain: typed.domain.trim() || undefined,
    ...priceRange,
    page,
  };
  const { data, error, isPending, isFetching } = useAdminExperts(filter, { enabled: !priceRangeError });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Any change of filter starts again at page 1.
  const set =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  return (
    <div className="space-y-4">
      {data && (
        <p className="text-sm text-slate-600">
          {data.waiting} application{data.waiting === 1 ? '' : 's'} waiting for a decision
        </p>
      )}

      <form
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        role="search"
        aria-label="Filter experts"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor="experts-q">Search</Label>
          <div className="relative">
            <Search className="absolute left-3 top-3 size-4 text-slate-400" aria-hidden />
            <Input
              id="experts-q"
              className="pl-9"
              placeholder="Name, e-mail, headline or skill"
              maxLength={SEARCH_MAX_LENGTH}
              value={q}
              onChange={(event) => set(setQ)(event.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="experts-status">Status</Label>
          <NativeSelect
            id="experts-status"
            value={status}
            onChange={(event) => set(setStatus)(event.target.value as TExpertStatus | '')}
          >
            <option value="">All statuses</option>
            {EXPERT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {EXPERT_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="experts-available">Availability</Label>
          <NativeSelect
            id="experts-available"
            value={available}
            onChange={(event) => set(setAvailable)(event.target.value as '' | 'true' | 'false')}
          >
            <option value="">Any</option>
            <option value="true">Available</option>
            <option value="false">Not available</option>
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="experts-skill">Skill</Label>
          <Input id="experts-skill" value={skill} onChange={(event) => set(setSkill)(event.target.value)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="experts-domain">Industry</Label>
          <Input id="experts-domain" value={domain} onChange={(event) => set(setDomain)(event.target.value)} />
        </div>
        <FormField id="experts-min-price" label="Min £/hr" error={priceRangeError}>
          <Input
            id="experts-min-price"
            inputMode="numeric"
            value={minPrice}
            onChange={(event) => set(setMinPrice)(event.target.value.replace(/\D/g, ''))}
            {...describedBy('experts-min-price', priceRangeError)}
          />
        </FormField>
        <div className="space-y-1.5">
          <Label htmlFor="experts-max-price">Max £/hr</Label>
          <Input
            id="experts-max-price"
            inputMode="numeric"
            value={maxPrice}
            onChange={(event) => set(setMaxPrice)(event.target.value.replace(/\D/g, ''))}
          />
        </div>
      </form>

      {error ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load experts: {error.message}
        </p>
      ) : isPending ? (
        <ListSkeleton label="Loading experts" />
      ) : data.experts.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No experts found"
          description="Nobody matches these filters. Applications appear here as people apply."
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {data.total} result{data.total === 1 ? '' : 's'}
            {isFetching && ' · updating…'}
          </p>
          <ul className="space-y-3">
            {data.experts.map((expert) => (
              <ExpertRow key={expert.userId} expert={expert} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="flex items-center justify-between gap-3" aria-label="Experts pages">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-slate-600">
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}

import { Building2, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '@shared/domain/limits';
import type { TAdminAgencyRow } from '@shared/schemas/admin-agencies';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { formatDate } from '@web/lib/format';
import { useAdminAgencies } from '../api/list-admin-agencies';
import { LoadError } from '../../components/load-error';
import { personName } from '../../components/member-badges';
import { ReleasedAmount } from './released-amount';
import { plural } from '@shared/domain/plural';

const SEARCH_DELAY_MS = 300;

function rosterText(members: TAdminAgencyRow['members']) {
  return `${plural(members.leadExperts, 'lead expert')}, ${plural(members.supportingExperts, 'supporting expert')}`;
}

function AgencyLink({ agency }: { agency: TAdminAgencyRow }) {
  return (
    <Link
      to={`/admin/agencies/${agency.id}`}
      className="rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      {agency.name}
    </Link>
  );
}

function Owner({ owner }: { owner: TAdminAgencyRow['owner'] }) {
  return (
    <>
      <span className="block text-slate-900">{personName(owner)}</span>
      {owner.fullName && <span className="block break-all text-xs text-slate-600">{owner.email}</span>}
    </>
  );
}

function Pending({ count }: { count: number }) {
  if (count === 0) return null;
  return <span className="block text-xs text-amber-800">{plural(count, 'invitation')} pending</span>;
}

/** Wide screens: one table row per agency. */
function AgencyTable({ agencies }: { agencies: TAdminAgencyRow[] }) {
  return (
    <div className="hidden overflow-hidden rounded-lg border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Agencies, newest first</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Agency
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Owner
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Members
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Projects
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Released
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Created
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {agencies.map((agency) => (
            <tr key={agency.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <AgencyLink agency={agency} />
              </th>
              <td className="px-4 py-3">
                <Owner owner={agency.owner} />
              </td>
              <td className="px-4 py-3 text-slate-700">
                <span className="block">{plural(agency.members.leadExperts, 'lead expert')}</span>
                <span className="block">{plural(agency.members.supportingExperts, 'supporting expert')}</span>
                <Pending count={agency.members.pendingInvitations} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <span className="block">{agency.projects.active} active</span>
                <span className="block">{agency.projects.completed} completed</span>
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                <ReleasedAmount released={agency.released} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDate(agency.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per agency, the same facts stacked. */
function AgencyCards({ agencies }: { agencies: TAdminAgencyRow[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Agencies">
      {agencies.map((agency) => (
        <li key={agency.id}>
          <Card className="space-y-2 p-4 text-sm">
            <p>
              <AgencyLink agency={agency} />
            </p>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              <dt className="text-slate-600">Owner</dt>
              <dd>
                <Owner owner={agency.owner} />
              </dd>
              <dt className="text-slate-600">Members</dt>
              <dd className="text-slate-900">
                {rosterText(agency.members)}
                <Pending count={agency.members.pendingInvitations} />
              </dd>
              <dt className="text-slate-600">Projects</dt>
              <dd className="text-slate-900">
                {agency.projects.active} active, {agency.projects.completed} completed
              </dd>
              <dt className="text-slate-600">Released</dt>
              <dd className="tabular-nums">
                <ReleasedAmount released={agency.released} />
              </dd>
              <dt className="text-slate-600">Created</dt>
              <dd className="text-slate-900">{formatDate(agency.createdAt)}</dd>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * The admin Agencies area: every agency, newest first, searched by its name or its owner's name or e-mail; the
 * search and page live in the address, so Back from an agency returns to the same list.
 */
export function AdminAgenciesTab() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);

  // Typing reaches the address (and the query) once it pauses; a new search starts at page 1.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() === q) return;
      setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const { data, error, isPending, isFetching, refetch } = useAdminAgencies({ q: q || undefined, page });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const goTo = (next: number) => setParams({ ...(q ? { q } : {}), ...(next > 1 ? { page: String(next) } : {}) });

  return (
    <section aria-label="Agency directory" className="space-y-4">
      <p className="text-sm text-slate-600">
        Every agency on the marketplace: its owner, roster, projects and the money released to it. Open one for its
        roster and payout splits.
      </p>
      <form role="search" aria-label="Search agencies" onSubmit={(event) => event.preventDefault()}>
        <Label htmlFor="agencies-q">Search</Label>
        <div className="relative mt-1.5 max-w-md">
          <Search className="absolute left-3 top-3 size-4 text-slate-400" aria-hidden />
          <Input
            id="agencies-q"
            type="search"
            className="pl-9"
            placeholder="Agency name, owner name or e-mail"
            maxLength={SEARCH_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </form>

      {error ? (
        <LoadError title="Failed to load agencies" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <ListSkeleton label="Loading agencies" />
      ) : data.total === 0 ? (
        q ? (
          <EmptyState
            icon={Search}
            title="No agencies match this search"
            description={`Nothing matches “${q}”. Try a word of the agency's name, or its owner's name or e-mail.`}
          />
        ) : (
          <EmptyState
            icon={Building2}
            title="No agencies yet"
            description="Agencies appear here when a vetted expert creates one and builds a roster."
          />
        )
      ) : (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {plural(data.total, 'agency', 'agencies')}
            {isFetching && ' · updating…'}
          </p>
          <AgencyTable agencies={data.agencies} />
          <AgencyCards agencies={data.agencies} />
          {/* A page past the end (an old link) still offers the way back. */}
          {(pages > 1 || page > 1) && (
            <nav className="flex items-center justify-between gap-3" aria-label="Agencies pages">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(Math.min(page - 1, pages))}>
                Previous
              </Button>
              <span className="text-sm text-slate-600">
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

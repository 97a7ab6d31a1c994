import { Building2, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AGENCY_ROLE_LABELS } from '@shared/domain/agencies';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ListSkeleton } from '@web/components/ui/list-states';
import { useMyAgencies } from '../api/list-my-agencies';
import { LoadError } from './load-error';
import { PendingInvitations } from './pending-invitations';

/** The expert area's Agency tab: the viewer's agencies and invitations, with the way to /agency. */
export function ExpertAgencyTab() {
  const mine = useMyAgencies();
  if (mine.error)
    return <LoadError title="Error loading agencies" error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.isPending) return <ListSkeleton label="Loading agencies" />;
  const { agencies, invitations, createBlockedBy } = mine.data;

  return (
    <section aria-labelledby="expert-agency-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="expert-agency-heading" className="text-xl font-semibold">
          Agency
        </h2>
        {createBlockedBy === null && (
          <Button asChild>
            <Link to="/agency">
              <Plus aria-hidden />
              Create Agency
            </Link>
          </Button>
        )}
      </div>
      <PendingInvitations invitations={invitations} />
      {agencies.length === 0 ? (
        <Card className="text-center">
          <CardHeader className="items-center">
            <Building2 className="size-10 text-slate-400" aria-hidden />
            <CardTitle>No agency yet</CardTitle>
            <CardDescription>
              Create an agency to build a roster of experts and set the payout split of each project, or accept an
              invitation from an agency owner.
            </CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <ul className="space-y-3">
          {agencies.map((agency) => (
            <li key={agency.id}>
              <Card>
                <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <CardTitle>{agency.name}</CardTitle>
                    <CardDescription>
                      {AGENCY_ROLE_LABELS[agency.role]} · {agency.activeMembers}{' '}
                      {agency.activeMembers === 1 ? 'active member' : 'active members'}
                    </CardDescription>
                  </div>
                  <Button asChild variant="outline">
                    <Link to={`/agency?agency=${agency.id}`} aria-label={`Open agency dashboard: ${agency.name}`}>
                      Open dashboard
                    </Link>
                  </Button>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

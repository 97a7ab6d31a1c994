import { Inbox } from 'lucide-react';
import { Link } from 'react-router';
import { INVITATION_STATUSES, type TInvitationStatus } from '@shared/domain/invitations';
import type { TExpertInvitation } from '@shared/schemas/matching';
import { Card } from '@web/components/ui/card';
import { DashboardLoadError, EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatDate } from '@web/lib/format';
import { useInvitations } from '../api/list-invitations';
import { useLiveInvitations } from '../hooks/use-live-invitations';
import { useNow } from '../hooks/use-now';
import { budgetBand, budgetLabel, INVITATION_STATUS_LABELS } from '../lib/matching-labels';
import { Countdown, effectiveStatus, InvitationStatusBadge } from './invitation-status';

const EMPTY_TEXT: Record<TInvitationStatus, string> = {
  pending:
    'No invitations are waiting for your answer. New ones arrive here (and by e-mail) when an admin invites you.',
  accepted: 'Invitations you accept appear here.',
  declined: 'Invitations you decline appear here.',
  expired: 'Invitations not answered before their deadline appear here.',
};

function budgetOf(invitation: TExpertInvitation): string {
  const { request } = invitation;
  return (
    budgetBand(request.budgetMin, request.budgetMax, request.currency) ??
    (request.budgetRange ? budgetLabel(request.budgetRange) : 'Budget not given')
  );
}

function InvitationItem({ invitation, now }: { invitation: TExpertInvitation; now: Date }) {
  const { request } = invitation;
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <Link
            to={`/expert/invitations/${invitation.id}`}
            title={request.projectTitle}
            className="block truncate font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {request.projectTitle}
          </Link>
          {invitation.agency && (
            <p className="text-sm font-medium text-slate-700">On behalf of {invitation.agency.name}</p>
          )}
          <p className="text-sm text-slate-600">
            {request.origin === 'order' ? 'Outcome pack' : 'Custom request'} · {budgetOf(invitation)} · invited{' '}
            {formatDate(invitation.sentAt)}
          </p>
          <Countdown invitation={invitation} now={now} />
        </div>
        <InvitationStatusBadge invitation={invitation} now={now} />
      </Card>
    </li>
  );
}

/** The expert's invitations by status: pending ones (with the time left to answer) first. */
export function InvitationsTab() {
  const { data, error, isPending, refetch } = useInvitations();
  const now = useNow();
  useLiveInvitations();

  if (error) return <DashboardLoadError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <ListSkeleton label="Loading invitations" />;

  const byStatus = (status: TInvitationStatus) =>
    data.invitations.filter((invitation) => effectiveStatus(invitation, now) === status);

  return (
    <section aria-labelledby="invitations-heading" className="space-y-4">
      <h2 id="invitations-heading" className="text-xl font-semibold">
        Invitations
      </h2>
      <Tabs defaultValue="pending">
        <TabsList aria-label="Invitations by status">
          {INVITATION_STATUSES.map((status) => (
            <TabsTrigger key={status} value={status}>
              {INVITATION_STATUS_LABELS[status]} ({byStatus(status).length})
            </TabsTrigger>
          ))}
        </TabsList>
        {INVITATION_STATUSES.map((status) => {
          const list = byStatus(status);
          return (
            <TabsContent key={status} value={status}>
              {list.length === 0 ? (
                <EmptyState
                  icon={Inbox}
                  title={`No ${INVITATION_STATUS_LABELS[status].toLowerCase()} invitations`}
                  description={EMPTY_TEXT[status]}
                />
              ) : (
                <ul className="space-y-3">
                  {list.map((invitation) => (
                    <InvitationItem key={invitation.id} invitation={invitation} now={now} />
                  ))}
                </ul>
              )}
            </TabsContent>
          );
        })}
      </Tabs>
    </section>
  );
}

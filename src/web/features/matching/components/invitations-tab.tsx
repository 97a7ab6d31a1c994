import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { INVITATION_STATUSES, type TInvitationStatus } from '@shared/domain/invitations';
import type { TExpertInvitationSummary } from '@shared/schemas/matching';
import { Card } from '@web/components/ui/card';
import { LocalDate } from '@web/components/ui/local-date';
import { DashboardLoadError, EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { ListPager, pagingOf } from '@web/components/ui/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { usePageParam } from '@web/lib/use-page-param';
import { useInvitations } from '../api/list-invitations';
import { useLiveInvitations } from '../hooks/use-live-invitations';
import { useNow } from '@web/lib/use-now';
import { budgetBand, budgetLabel, INVITATION_STATUS_LABELS } from '../lib/matching-labels';
import { Countdown, InvitationStatusBadge } from './invitation-status';

const EMPTY_TEXT: Record<TInvitationStatus, string> = {
  pending:
    'No invitations are waiting for your answer. New ones arrive here (and by e-mail) when an admin invites you.',
  accepted: 'Invitations you accept appear here.',
  declined: 'Invitations you decline appear here.',
  expired: 'Invitations not answered before their deadline appear here.',
};

function budgetOf(invitation: TExpertInvitationSummary): string {
  const { request } = invitation;
  return (
    budgetBand(request.budgetMin, request.budgetMax, request.currency) ??
    (request.budgetRange ? budgetLabel(request.budgetRange) : 'Budget not given')
  );
}

function InvitationItem({ invitation, now }: { invitation: TExpertInvitationSummary; now: Date }) {
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
            <LocalDate value={invitation.sentAt} />
          </p>
          <Countdown invitation={invitation} now={now} />
        </div>
        <InvitationStatusBadge invitation={invitation} now={now} />
      </Card>
    </li>
  );
}

const isStatus = (value: string): value is TInvitationStatus => INVITATION_STATUSES.some((status) => status === value);

/** The expert's invitations by status, a page at a time: pending ones (with the time left to answer) first. */
export function InvitationsTab() {
  const [status, setStatus] = useState<TInvitationStatus>('pending');
  const pageParam = usePageParam();
  const query = useInvitations(status, pageParam[0]);
  const { data, error, isPending, isPlaceholderData, refetch } = query;
  const paging = pagingOf(`${INVITATION_STATUS_LABELS[status]} invitations`, pageParam, query);
  const now = useNow();
  useLiveInvitations();

  if (error) return <DashboardLoadError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <ListSkeleton label="Loading invitations" />;

  const select = (value: string) => {
    if (!isStatus(value)) return;
    setStatus(value);
    pageParam[1](1);
  };

  return (
    <section aria-labelledby="invitations-heading" className="space-y-4">
      <h2 id="invitations-heading" className="text-xl font-semibold">
        Invitations
      </h2>
      <Tabs value={status} onValueChange={select}>
        <TabsList aria-label="Invitations by status">
          {INVITATION_STATUSES.map((each) => (
            <TabsTrigger key={each} value={each}>
              {INVITATION_STATUS_LABELS[each]} ({data.counts[each]})
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={status} className="space-y-4">
          {/* The tab or page asked for is on its way: the rows shown meanwhile would be another status's or page's. */}
          {isPlaceholderData ? (
            <ListSkeleton label="Loading invitations" />
          ) : data.total === 0 ? (
            <EmptyState
              icon={Inbox}
              title={`No ${INVITATION_STATUS_LABELS[status].toLowerCase()} invitations`}
              description={EMPTY_TEXT[status]}
            />
          ) : (
            data.invitations.length > 0 && (
              <ul className="space-y-3">
                {data.invitations.map((invitation) => (
                  <InvitationItem key={invitation.id} invitation={invitation} now={now} />
                ))}
              </ul>
            )
          )}
          {paging && <ListPager {...paging} rows={data.invitations.length} />}
        </TabsContent>
      </Tabs>
    </section>
  );
}

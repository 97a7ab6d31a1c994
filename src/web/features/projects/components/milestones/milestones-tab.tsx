import { Flag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isMilestoneOverdue } from '@shared/domain/projects';
import type { TMilestone } from '@shared/schemas/milestones';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Money } from '@web/components/ui/money';
import { StatusBadge } from '@web/components/ui/status-badge';
import { VatPreviewNote } from '@web/components/vat-preview-note';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { formatExactMoney } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useViewer } from '@web/lib/viewer';
import {
  useApproveMilestone,
  useFundMilestone,
  useMilestoneEvents,
  useMilestones,
  useRequestBankTransfer,
  useVerifyMilestonePayment,
} from '../../api/milestones/milestones-api';
import { plural } from '@shared/domain/plural';
import { PurchaseOrderForm } from './purchase-order-form';
import { LocalDate, useDateFormats } from '@web/components/ui/local-date';
import { useNow } from '@web/lib/use-now';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A milestone not yet funded says what it waits for; otherwise its status as the map names it. */
function MilestoneStatus({ milestone, closed }: { milestone: TMilestone; closed: boolean }) {
  if (milestone.status === 'pending' && milestone.paymentStatus !== 'succeeded')
    return <Badge variant="secondary">{closed ? 'Not funded' : 'Awaiting funding'}</Badge>;
  return <StatusBadge kind="milestone" status={milestone.status} />;
}

function AutoReleaseCountdown({ autoReleaseAt }: { autoReleaseAt: string }) {
  const days = Math.ceil((new Date(autoReleaseAt).getTime() - useNow().getTime()) / DAY_MS);
  const { date } = useDateFormats();
  return (
    <p className="text-sm text-slate-600">
      {days <= 0
        ? 'Releases automatically today unless you approve or dispute it.'
        : `Releases automatically in ${plural(days, 'day')} (${date(autoReleaseAt)}) unless you approve or dispute it.`}
    </p>
  );
}

/** After the provider's checkout: confirms the payment (the webhook may be slower) and cleans the address. */
function useCheckoutReturn(projectId: string) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyMilestonePayment(projectId);
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const params = new URLSearchParams(search);
    const sessionId = params.get('milestone_session_id');
    const canceled = params.get('milestone_checkout') === 'canceled';
    if (!sessionId && !canceled) return;
    handled.current = true;
    params.delete('milestone_session_id');
    params.delete('milestone_checkout');
    const clean = () => void navigate({ pathname, search: `?${params.toString()}` }, { replace: true });
    if (canceled) {
      toast.info('Payment canceled', { description: 'The milestone was not funded. You have not been charged.' });
      clean();
      return;
    }
    verify.mutate(sessionId!, {
      onSuccess: () =>
        toast.success('Payment successful', { description: 'The milestone is funded and held in escrow.' }),
      onError: (error) => toast.error('Payment not confirmed', { description: error.message }),
      onSettled: clean,
    });
  }, [search, pathname, navigate, verify]);
}

function MilestoneCard({
  milestone,
  isClient,
  projectId,
  bankTransferEnabled,
  closed,
}: {
  milestone: TMilestone;
  isClient: boolean;
  projectId: string;
  bankTransferEnabled: boolean;
  /** A cancelled project: nothing is funded or approved any more. */
  closed: boolean;
}) {
  const fund = useFundMilestone(projectId);
  const approve = useApproveMilestone(projectId);
  const transfer = useRequestBankTransfer(projectId);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [choosingTransfer, setChoosingTransfer] = useState(false);
  const awaitingTransfer = milestone.paymentStatus === 'awaiting_transfer';
  const canFund =
    !closed &&
    isClient &&
    !awaitingTransfer &&
    milestone.paymentStatus !== 'succeeded' &&
    milestone.status === 'pending';
  const canApprove = !closed && isClient && milestone.status === 'submitted' && !milestone.frozenAt;
  const overdue = isMilestoneOverdue(milestone);
  // Buttons name their milestone: a project shows several, each with the same actions.
  const milestoneName = `${milestone.milestoneNumber}: ${milestone.title}`;

  return (
    <Card>
      <CardHeader className="flex-col gap-2 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <CardTitle className="text-base">
            Milestone {milestone.milestoneNumber}: {milestone.title}
          </CardTitle>
          {milestone.description && <CardDescription className="mt-1">{milestone.description}</CardDescription>}
        </div>
        <div className="flex flex-wrap gap-2">
          {milestone.refundedAt ? (
            <Badge variant="warning">Refunded</Badge>
          ) : (
            <MilestoneStatus milestone={milestone} closed={closed} />
          )}
          <StatusBadge kind="payment" status={milestone.paymentStatus} />
          {overdue && <Badge variant="destructive">Overdue</Badge>}
          {milestone.frozenAt && <Badge variant="warning">Disputed</Badge>}
          {milestone.duplicateRefundedAmount > 0 && <Badge variant="warning">Paid twice — refunded</Badge>}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Amount</dt>
            <dd>
              <Money className="font-medium" minor={milestone.amount} currency={milestone.currency} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Due date</dt>
            <dd>{milestone.dueDate ? <LocalDate value={milestone.dueDate} /> : 'No due date'}</dd>
          </div>
          {milestone.fundedAt && (
            <div>
              <dt className="text-slate-500">Funded</dt>
              <dd>
                <LocalDate value={milestone.fundedAt} />
              </dd>
            </div>
          )}
        </dl>
        {isClient && milestone.paymentStatus === 'succeeded' && (
          <Link
            to={`/documents?milestone=${milestone.id}`}
            className="inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            Receipt and invoice
          </Link>
        )}
        {awaitingTransfer && (
          <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {isClient
              ? 'Awaiting your bank transfer. Pay the invoice quoting its payment reference; work starts when the money arrives.'
              : 'Awaiting the client’s bank transfer; work starts when the money arrives.'}{' '}
            {isClient && (
              <Link to={`/documents?milestone=${milestone.id}`} className="font-medium text-brand-700 underline">
                View invoice
              </Link>
            )}
          </p>
        )}
        {milestone.duplicateRefundedAmount > 0 && (
          <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            Paid twice — refunded {formatExactMoney(milestone.duplicateRefundedAmount, milestone.currency)}: a payment
            that arrived after this milestone was funded is refunded in full
            {isClient ? ' to where it came from' : ' to the client'}.{' '}
            {isClient && (
              <Link to={`/documents?milestone=${milestone.id}`} className="font-medium text-brand-700 underline">
                Credit note
              </Link>
            )}
          </p>
        )}
        {milestone.autoReleaseAt && <AutoReleaseCountdown autoReleaseAt={milestone.autoReleaseAt} />}
        {milestone.refundedAt && (
          <p className="text-sm text-slate-600">
            Escrow refunded in full to the client <LocalDate value={milestone.refundedAt} />: the project was cancelled.
          </p>
        )}
        {milestone.status === 'completed' && milestone.completedAt && !milestone.refundedAt && (
          <p className="text-sm text-slate-600">
            Escrow released <LocalDate value={milestone.completedAt} />.
          </p>
        )}
        {(canFund || canApprove) && (
          <div className="flex flex-col gap-2 sm:flex-row">
            {canFund && (
              <Button
                disabled={fund.isPending}
                aria-label={fund.isPending ? undefined : `Fund milestone ${milestoneName}`}
                onClick={() =>
                  fund.mutate(milestone.id, {
                    onSuccess: ({ url }) => window.location.assign(url),
                    onError: (error) => toast.error('Failed to start checkout', { description: error.message }),
                  })
                }
              >
                {fund.isPending ? 'Opening checkout…' : 'Fund milestone'}
              </Button>
            )}
            {canFund && bankTransferEnabled && (
              <Button
                variant="outline"
                disabled={transfer.isPending}
                aria-label={`Pay by bank transfer: milestone ${milestoneName}`}
                onClick={() => setChoosingTransfer(true)}
              >
                Pay by bank transfer
              </Button>
            )}
            {canApprove && (
              <Button
                disabled={approve.isPending}
                aria-label={`Approve & release milestone ${milestoneName}`}
                onClick={() => setConfirming(true)}
              >
                Approve & release
              </Button>
            )}
          </div>
        )}
        {canFund && <VatPreviewNote amount={milestone.amount} currency={milestone.currency} />}
        <ConfirmDialog
          open={choosingTransfer}
          onOpenChange={setChoosingTransfer}
          title="Pay by bank transfer?"
          description={`An invoice for ${formatExactMoney(milestone.amount, milestone.currency)} is issued now with our bank details and a payment reference. Milestone ${milestone.milestoneNumber} is funded into escrow when the transfer arrives; please pay within 14 days. A card checkout you opened for it is closed.`}
          confirmLabel="Issue invoice"
          onConfirm={() =>
            transfer.mutate(milestone.id, {
              onSuccess: (issued) => {
                setChoosingTransfer(false);
                toast.success(`Invoice ${issued.invoiceNumber} issued`, {
                  description: `Pay by bank transfer quoting ${issued.reference}.`,
                });
                void navigate(`/documents/${issued.invoiceId}`);
              },
              onError: (error) => toast.error('Failed to issue the invoice', { description: error.message }),
            })
          }
        />
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Approve and release escrow?"
          description={`This approves milestone ${milestone.milestoneNumber} and releases ${formatExactMoney(milestone.amount, milestone.currency)} from escrow to the expert. This cannot be undone.`}
          confirmLabel="Approve & release"
          onConfirm={() =>
            approve.mutate(milestone.id, {
              onSuccess: () => {
                setConfirming(false);
                toast.success('Milestone approved', { description: 'The escrow was released to the expert.' });
              },
              onError: (error) => toast.error('Failed to approve milestone', { description: error.message }),
            })
          }
        />
      </CardContent>
    </Card>
  );
}

/** The project's Milestones tab: status, payment, funding through checkout, approval and release. */
export function MilestonesTab({ projectId, closed = false }: { projectId: string; closed?: boolean }) {
  const { data, error, isPending, refetch } = useMilestones(projectId);
  const { viewer } = useViewer();
  useMilestoneEvents(projectId);
  useCheckoutReturn(projectId);

  if (isPending) return <ListSkeleton label="Loading milestones" />;
  if (error)
    return (
      <Card role="alert">
        <CardHeader>
          <CardTitle>Failed to load milestones</CardTitle>
          <CardDescription>{error.message}</CardDescription>
          <div>
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        </CardHeader>
      </Card>
    );
  if (data.milestones.length === 0)
    return (
      <EmptyState
        icon={Flag}
        title="No milestones"
        description="This project is paid as one pack: it has no milestones."
      />
    );
  const isClient = data.viewerRole === 'client';
  return (
    <div className="space-y-3">
      {isClient && !closed && (
        <>
          <p className="text-sm text-slate-600">
            Fund a milestone to start its work; the money is held in escrow until you approve it. Without your action,
            escrow is released {plural(data.autoReleaseDays, 'day')} after QA passed.
          </p>
          <PurchaseOrderForm projectId={projectId} current={data.purchaseOrderReference} />
        </>
      )}
      <ul className="space-y-3">
        {data.milestones.map((milestone) => (
          <li key={milestone.id}>
            <MilestoneCard
              milestone={milestone}
              isClient={isClient}
              projectId={projectId}
              bankTransferEnabled={viewer?.bankTransferEnabled ?? false}
              closed={closed}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

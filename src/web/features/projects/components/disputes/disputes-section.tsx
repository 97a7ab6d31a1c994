import { Download, Scale } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DISPUTE_TEXT_MAX_LENGTH } from '@shared/domain/limits';
import { statusLabel } from '@shared/domain/projects';
import {
  ZDisputeMessageBodySchema,
  type TDispute,
  type TDisputeMessageBody,
  type TProjectDisputes,
} from '@shared/schemas/disputes';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { EmptyState, ListSkeleton } from '@web/components/ui/list-states';
import { formatExactMoney } from '@web/lib/format';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import {
  evidenceUrl,
  useAnswerDispute,
  useCommentDispute,
  useDisputeEvents,
  useProjectDisputes,
} from '../../api/disputes/disputes-api';
import { OpenDisputeDialog } from './open-dispute-dialog';
import { ResolveDisputeForm } from './resolve-dispute-form';
import { LocalDateTime } from '@web/components/ui/local-date';

const EVENT_LABELS: Record<TDispute['events'][number]['kind'], string> = {
  opened: 'opened the dispute',
  evidence: 'added evidence',
  answer: 'answered',
  comment: 'commented',
  resolved: 'resolved the dispute',
};

const RESOLUTION_LABELS: Record<NonNullable<TDispute['resolution']>, string> = {
  release: 'Released to the expert',
  partial_refund: 'Partial refund',
  full_refund: 'Full refund',
};

function statusVariant(status: TDispute['status']) {
  return status === 'resolved' ? 'success' : status === 'answered' ? 'warning' : 'destructive';
}

/** The expert's answer or anyone's comment: one text box; `onSend` rejects with the server's refusal. */
function MessageBox({
  label,
  submitLabel,
  pending,
  onSend,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSend: (body: string) => Promise<unknown>;
}) {
  const id = useId();
  const form = useForm<TDisputeMessageBody>({
    resolver: zodResolver(ZDisputeMessageBodySchema),
    defaultValues: { body: '' },
  });
  const { errors, submitCount } = form.formState;
  const submit = form.handleSubmit(({ body }) =>
    onSend(body).then(
      () => form.reset(),
      (failure: unknown) => showServerFieldErrors(failure, form.setError, ['body']),
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <ErrorSummary key={submitCount} problems={problemsOf(errors, { body: id })} />
      <FormField id={id} label={label} error={errors.body?.message} summarised>
        <Textarea
          id={id}
          rows={3}
          maxLength={DISPUTE_TEXT_MAX_LENGTH}
          {...form.register('body')}
          {...describedBy(id, errors.body)}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" size="sm" variant="outline" disabled={pending}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function DisputeCard({
  projectId,
  dispute,
  can,
}: {
  projectId: string;
  dispute: TDispute;
  can: TProjectDisputes['can'];
}) {
  const answer = useAnswerDispute(projectId);
  const comment = useCommentDispute(projectId);
  const unresolved = dispute.status !== 'resolved';
  const money = (minor: number) => formatExactMoney(minor, dispute.currency);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="min-w-0">
          <CardTitle className="text-base">{dispute.milestoneTitle ?? 'Project escrow'}</CardTitle>
          <CardDescription className="mt-1">
            {money(dispute.amount)} in dispute · opened <LocalDateTime value={dispute.createdAt} />
          </CardDescription>
        </div>
        <Badge variant={statusVariant(dispute.status)}>{statusLabel(dispute.status)}</Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        {dispute.resolution && (
          <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="dispute-resolution">
            <span className="font-semibold">{RESOLUTION_LABELS[dispute.resolution]}:</span>{' '}
            {dispute.resolution === 'release'
              ? `${money(dispute.amount)} released to the expert.`
              : dispute.resolution === 'full_refund'
                ? `${money(dispute.amount)} refunded to the client.`
                : `${money(dispute.refundAmount ?? 0)} refunded to the client, ${money(dispute.amount - (dispute.refundAmount ?? 0))} released to the expert.`}
          </p>
        )}
        <ol className="space-y-3 border-l-2 border-slate-200 pl-4" aria-label="Dispute timeline">
          {dispute.events.map((event) => (
            <li key={event.id} className="relative">
              <span className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-slate-400" aria-hidden />
              <p className="text-sm">
                <span className="font-medium">{event.authorName ?? 'Someone'}</span>
                {event.authorRole && <span className="text-slate-500"> ({statusLabel(event.authorRole)})</span>}{' '}
                {EVENT_LABELS[event.kind]}
                <span className="text-slate-500">
                  {' '}
                  · <LocalDateTime value={event.createdAt} />
                </span>
              </p>
              {event.body && <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{event.body}</p>}
            </li>
          ))}
        </ol>
        {dispute.files.length > 0 && (
          <div>
            <h4 className="text-sm font-semibold">Evidence</h4>
            <ul className="mt-1 space-y-1">
              {dispute.files.map((file) => (
                <li key={file.id}>
                  <a
                    href={evidenceUrl(dispute.id, file.id)}
                    download
                    className="inline-flex items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
                  >
                    <Download className="size-4" aria-hidden />
                    {file.fileName}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {unresolved && can.answer && (
          <MessageBox
            label="Your answer"
            submitLabel="Send Answer"
            pending={answer.isPending}
            onSend={(body) =>
              answer.mutateAsync(
                { id: dispute.id, body },
                {
                  onSuccess: () => toast.success('Answer sent'),
                  onError: (failure) => toast.error('Failed to send answer', { description: failure.message }),
                },
              )
            }
          />
        )}
        {unresolved && can.comment && !can.answer && (
          <MessageBox
            label="Comment"
            submitLabel="Add Comment"
            pending={comment.isPending}
            onSend={(body) =>
              comment.mutateAsync(
                { id: dispute.id, body },
                {
                  onSuccess: () => toast.success('Comment added'),
                  onError: (failure) => toast.error('Failed to add comment', { description: failure.message }),
                },
              )
            }
          />
        )}
        {unresolved && can.resolve && <ResolveDisputeForm projectId={projectId} dispute={dispute} />}
      </CardContent>
    </Card>
  );
}

/** The project's Disputes tab: the client opens one on a funded milestone; everyone follows its timeline. */
export function DisputesSection({ projectId, currency }: { projectId: string; currency: string }) {
  const { data, error, isPending, refetch } = useProjectDisputes(projectId);
  const [dialogOpen, setDialogOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useDisputeEvents(projectId);
  useEffect(() => {
    if (error) toast.error('Failed to load disputes', { description: error.message });
  }, [error]);

  if (isPending) return <ListSkeleton label="Loading disputes" />;
  if (error || !data)
    return (
      <Card role="alert">
        <CardHeader>
          <CardTitle>Failed to load disputes</CardTitle>
          <CardDescription>{error?.message}</CardDescription>
          <div>
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        </CardHeader>
      </Card>
    );

  return (
    <div className="space-y-4">
      {data.can.open && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-4">
          <p className="text-sm text-slate-600">
            Not satisfied with a funded milestone? Dispute it instead of approving; the funds stay in escrow.
          </p>
          <Button ref={opener} variant="outline" onClick={() => setDialogOpen(true)}>
            Dispute a Milestone
          </Button>
          <OpenDisputeDialog
            projectId={projectId}
            currency={currency}
            disputable={data.disputable}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            opener={opener.current}
          />
        </div>
      )}
      {data.disputes.length === 0 ? (
        <EmptyState icon={Scale} title="No disputes" description="Nothing on this project is in dispute." />
      ) : (
        <ul className="space-y-4">
          {data.disputes.map((dispute) => (
            <li key={dispute.id}>
              <DisputeCard projectId={projectId} dispute={dispute} can={data.can} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Check, Lock, SearchX, X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import type { TExpertInvitation } from '@shared/schemas/matching';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { LoadingBlock, Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useViewer } from '@web/lib/viewer';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useInvitation } from '../api/get-invitation';
import { useLiveInvitations } from '../hooks/use-live-invitations';
import { useNow } from '@web/lib/use-now';
import { budgetBand, budgetLabel, timelineLabel } from '../lib/matching-labels';
import { Countdown, effectiveStatus, InvitationStatusBadge } from './invitation-status';
import { Terms } from './term-list';
import { plural } from '@shared/domain/plural';

const ZDeclineSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why you decline, so the admin can find a better match.')
    .max(1000, 'Keep the reason to 1000 characters.'),
});

function Message({ icon: Icon, title, text }: { icon: typeof Lock; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-24">
      <Card className="text-center">
        <CardHeader className="items-center">
          <Icon className="size-8 text-slate-400" aria-hidden />
          <CardTitle asChild>
            <h1>{title}</h1>
          </CardTitle>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/expert">Back to expert area</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function RequestCard({ invitation }: { invitation: TExpertInvitation }) {
  const { request } = invitation;
  const band = budgetBand(request.budgetMin, request.budgetMax, request.currency);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{request.origin === 'order' ? 'Outcome pack' : 'The brief'}</h2>
        </CardTitle>
        {request.baseTemplate && <CardDescription>Based on {request.baseTemplate}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">Budget</dt>
            <dd className="font-medium">
              {request.origin === 'order' && band
                ? `${band} (fixed price)`
                : (band ?? (request.budgetRange ? budgetLabel(request.budgetRange) : 'Not given'))}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">Timeline</dt>
            <dd className="font-medium">
              {request.timelinePreference ? timelineLabel(request.timelinePreference) : 'Not given'}
              {request.estimatedHours !== null && (
                <span className="font-normal text-slate-600"> · about {plural(request.estimatedHours, 'hour')}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">Industry</dt>
            <dd className="font-medium">{request.industry ?? 'Not given'}</dd>
          </div>
          <Terms label="Skills" terms={request.requiredSkills} />
          <Terms label="Outcomes" terms={request.outcomeTags} />
        </dl>
        <div>
          <h3 className="text-xs uppercase tracking-wide text-slate-500">Requirements</h3>
          <p className="mt-1 whitespace-pre-line text-slate-800">{request.customRequirements}</p>
        </div>
        {request.sensitive && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
            The client marked this work confidential: keep what you read here to yourself.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function DeclineDialog({
  open,
  onOpenChange,
  pending,
  onConfirm,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: (reason: string) => void;
  returnFocusTo: HTMLElement | null;
}) {
  const form = useForm<z.infer<typeof ZDeclineSchema>>({
    resolver: zodResolver(ZDeclineSchema),
    defaultValues: { reason: '' },
  });
  const { errors, submitCount } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent returnFocusTo={returnFocusTo}>
        <DialogTitle>Decline this invitation?</DialogTitle>
        <DialogDescription>
          You cannot take it back: the invitation closes and the admin may invite another expert.
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => void form.handleSubmit(({ reason }) => onConfirm(reason))(event)}
        >
          <ErrorSummary key={submitCount} problems={problemsOf(errors, { reason: 'decline-reason' })} />
          <FormField
            id="decline-reason"
            label="Reason"
            hint="The admin reads this to find a better match."
            error={errors.reason?.message}
            summarised
          >
            <Textarea
              id="decline-reason"
              rows={3}
              placeholder="For example: fully booked until next month"
              {...form.register('reason')}
              {...describedBy('decline-reason', errors.reason, true)}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Keep Invitation
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending && <Spinner label="Declining" className="size-4 text-white" />}
              Decline Invitation
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Answers through mutateAsync's promise: the answer hides this card, and an unmounted observer drops mutate's callbacks. */
function Answer({ invitation }: { invitation: TExpertInvitation }) {
  const answer = useAnswerInvitation(invitation.id);
  const [declining, setDeclining] = useState(false);
  const declineButton = useRef<HTMLButtonElement>(null);
  const failed = (failure: Error) => toast.error('Failed to answer invitation', { description: failure.message });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your Answer</h2>
        </CardTitle>
        <CardDescription>
          {invitation.request.origin === 'order'
            ? 'This is a fixed-price outcome pack: accepting makes you its expert and the project starts at once.'
            : 'Accept to write your quote for this request, or decline with a reason.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button
          disabled={answer.isPending}
          onClick={() =>
            answer.mutateAsync({ answer: 'accept' }).then(() => toast.success('Invitation accepted'), failed)
          }
        >
          {answer.isPending && !declining ? (
            <Spinner label="Accepting" className="size-4 text-white" />
          ) : (
            <Check aria-hidden />
          )}
          Accept Invitation
        </Button>
        <Button ref={declineButton} variant="outline" disabled={answer.isPending} onClick={() => setDeclining(true)}>
          <X aria-hidden />
          Decline
        </Button>
        <DeclineDialog
          open={declining}
          onOpenChange={setDeclining}
          pending={answer.isPending}
          returnFocusTo={declineButton.current}
          onConfirm={(reason) =>
            answer.mutateAsync({ answer: 'decline', reason }).then(() => {
              setDeclining(false);
              toast.success('Invitation declined');
            }, failed)
          }
        />
      </CardContent>
    </Card>
  );
}

/**
 * An invitation as its expert sees it: the request (brief or pack, budget, timeline, requirements), the time left,
 * Accept / Decline, and once accepted what comes next: the pack's project, or quoting (`quoting`, composed by the
 * page from the quotes feature).
 */
export function InvitationDetail({
  id,
  quoting,
}: {
  id: string;
  quoting: (invitation: TExpertInvitation) => ReactNode;
}) {
  const { viewer, loading } = useViewer();
  const { data: invitation, error, isPending } = useInvitation(id);
  const now = useNow();
  useLiveInvitations();

  if (loading) return <LoadingBlock label="Loading invitation" />;
  if (!viewer) return <Message icon={Lock} title="Access Required" text="Please sign in to view this invitation." />;
  if (error instanceof ApiError && error.status === 404)
    return (
      <Message
        icon={SearchX}
        title="Invitation Not Found"
        text="The invitation you're looking for doesn't exist or you don't have access to it."
      />
    );
  if (error)
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <p role="alert" className="text-sm text-red-700">
          Failed to load invitation: {error.message}
        </p>
      </div>
    );
  if (isPending) return <LoadingBlock label="Loading invitation" />;

  const status = effectiveStatus(invitation, now);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <Link
        to="/expert?tab=invitations"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft className="size-4" aria-hidden />
        All invitations
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">{invitation.request.projectTitle}</h1>
          <InvitationStatusBadge invitation={invitation} now={now} />
        </div>
        {invitation.agency && (
          <p className="text-sm font-medium text-slate-700">
            On behalf of {invitation.agency.name}: you answer, quote and deliver for your agency, and record its split
            on your agency page.
          </p>
        )}
        <p className="text-sm text-slate-600">
          Invited {formatDateTime(invitation.sentAt)}
          {status === 'pending' && <> · answer by {formatDateTime(invitation.expiresAt)}</>}
          {invitation.respondedAt && status !== 'pending' && <> · answered {formatDateTime(invitation.respondedAt)}</>}
        </p>
        <Countdown invitation={invitation} now={now} />
      </header>

      <RequestCard invitation={invitation} />

      {status === 'pending' && <Answer invitation={invitation} />}
      {status === 'declined' && (
        <Card>
          <CardContent className="pt-6 text-sm text-slate-700">
            You declined this invitation{invitation.declineReason ? `: “${invitation.declineReason}”` : '.'}
          </CardContent>
        </Card>
      )}
      {status === 'expired' && (
        <Card>
          <CardContent className="pt-6 text-sm text-slate-700">
            This invitation is closed: it was not answered in time, another expert took the work, or the project was
            cancelled.
          </CardContent>
        </Card>
      )}
      {status === 'accepted' && invitation.projectId && (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>You are this project's expert</h2>
            </CardTitle>
            <CardDescription>The client has been told; the project is active.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={`/project/${invitation.projectId}`}>Open Project</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      {status === 'accepted' && invitation.request.origin === 'brief' && quoting(invitation)}
    </div>
  );
}

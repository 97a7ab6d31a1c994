import { ShieldCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { REPLACEMENT_REASON_MAX_LENGTH } from '@shared/domain/limits';
import { statusLabel } from '@shared/domain/projects';
import { replacementRequestBodySchema, type TReplacementRequestBody } from '@shared/schemas/project-form-bodies';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { resolverOnFirstUse } from '@web/lib/resolver-on-first-use';
import { toast } from '@web/lib/toast';
import { useProjectAssurance, useRequestReplacement } from '../../api/disputes/assurance-api';
import { LocalDate } from '@web/components/ui/local-date';

const replacementResolver = resolverOnFirstUse(replacementRequestBodySchema);

/** The dialog's form, made as the dialog opens (what was typed goes when it closes). */
function ReplacementForm({
  request,
  onRequested,
}: {
  request: ReturnType<typeof useRequestReplacement>;
  onRequested: () => void;
}) {
  const id = useId();
  const form = useForm<TReplacementRequestBody>({
    resolver: replacementResolver,
    defaultValues: { reason: '' },
  });
  const { errors, submitCount } = form.formState;
  const submit = form.handleSubmit(({ reason }) =>
    request.mutate(reason, {
      onSuccess: () => {
        toast.success('Replacement requested', { description: 'We will match a new expert and let you know.' });
        onRequested();
      },
      onError: (failure) => {
        if (!showServerFieldErrors(failure, form.setError, ['reason']))
          toast.error('Failed to request a replacement', { description: failure.message });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <DialogTitle>Request a replacement expert</DialogTitle>
      <DialogDescription>
        Outcome Assurance covers a change of expert at no extra cost. Work, files and escrow stay with the project.
      </DialogDescription>
      <ErrorSummary key={submitCount} problems={problemsOf(errors, { reason: id })} />
      <FormField id={id} label="Reason" error={errors.reason?.message} summarised>
        <Textarea
          id={id}
          rows={4}
          autoFocus
          maxLength={REPLACEMENT_REASON_MAX_LENGTH}
          {...form.register('reason')}
          {...describedBy(id, errors.reason)}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Request Replacement'}
        </Button>
      </div>
    </form>
  );
}

function ReplacementDialog({
  projectId,
  open,
  onOpenChange,
  opener,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there as it closes. */
  opener: HTMLElement | null;
}) {
  // Here rather than in the form, so the request's answer is still told once the dialog has closed.
  const request = useRequestReplacement(projectId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent returnFocusTo={opener}>
        <ReplacementForm request={request} onRequested={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The Outcome Assurance block under the overview, for projects from assured briefs only. */
export function AssuranceBlock({ projectId }: { projectId: string }) {
  const { data } = useProjectAssurance(projectId);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (!data?.assured) return null;
  return (
    <Card className="border-emerald-200 bg-emerald-50/40">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="min-w-0">
          <CardTitle asChild className="flex items-center gap-2 text-base">
            <h2>
              <ShieldCheck className="size-5 text-emerald-700" aria-hidden />
              Outcome Assurance
            </h2>
          </CardTitle>
          <CardDescription className="mt-1">
            This project is monitored, and you may ask for a replacement expert at no extra cost. Work, files and escrow
            carry over.
          </CardDescription>
        </div>
        {data.can.requestReplacement && (
          <Button ref={opener} variant="outline" onClick={() => setOpen(true)}>
            Request Replacement Expert
          </Button>
        )}
      </CardHeader>
      {data.replacements.length > 0 && (
        <CardContent>
          <ul className="space-y-2 text-sm">
            {data.replacements.map((replacement) => (
              <li key={replacement.id} className="flex flex-wrap items-center gap-2">
                <Badge variant={replacement.status === 'requested' ? 'warning' : 'success'}>
                  {replacement.status === 'requested' ? 'Replacement requested' : statusLabel(replacement.status)}
                </Badge>
                <span className="text-slate-600">
                  <LocalDate value={replacement.createdAt} />
                  {replacement.newExpertName &&
                    ` · ${replacement.previousExpertName ?? 'Previous expert'} → ${replacement.newExpertName}`}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
      <ReplacementDialog projectId={projectId} open={open} onOpenChange={setOpen} opener={opener.current} />
    </Card>
  );
}

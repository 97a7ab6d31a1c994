import { zodResolver } from '@hookform/resolvers/zod';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DISPUTE_EVIDENCE_MAX_FILES, DISPUTE_EVIDENCE_MAX_MB, DISPUTE_TEXT_MAX_LENGTH } from '@shared/domain/limits';
import { ZOpenDisputeBodySchema, type TProjectDisputes } from '@shared/schemas/disputes';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@web/components/ui/dialog';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { Progress } from '@web/components/ui/progress';
import { formatExactMoney } from '@web/lib/format';
import { showServerFieldErrors } from '@web/lib/form-errors';
import { toast } from '@web/lib/toast';
import { uploadEvidence, useOpenDispute, useRefreshDisputes } from '../../api/disputes/disputes-api';
import { UploadCancelled } from '@web/lib/upload';
import { z } from 'zod';

const MAX_BYTES = DISPUTE_EVIDENCE_MAX_MB * 1024 * 1024;
/** The milestone as the select holds it: '' for a pack project's escrow (milestoneId null). */
const ZOpenDisputeFormSchema = ZOpenDisputeBodySchema.pick({ reason: true }).extend({ target: z.string() });
type TOpenDisputeForm = z.infer<typeof ZOpenDisputeFormSchema>;

/**
 * The client disputes a funded milestone instead of approving it: which milestone, the reason (required), and
 * optional evidence files uploaded with a progress bar once the dispute exists. Cancel leaves everything as it was.
 */
export function OpenDisputeDialog({
  projectId,
  currency,
  disputable,
  open,
  onOpenChange,
  opener,
}: {
  projectId: string;
  currency: string;
  disputable: TProjectDisputes['disputable'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there as it closes. */
  opener: HTMLElement | null;
}) {
  const id = useId();
  const openDispute = useOpenDispute(projectId);
  const refresh = useRefreshDisputes(projectId);
  const form = useForm<TOpenDisputeForm>({
    resolver: zodResolver(ZOpenDisputeFormSchema),
    defaultValues: { reason: '', target: disputable[0]?.milestoneId ?? '' },
  });
  const { errors, submitCount } = form.formState;
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const abortRef = useRef<(() => void) | null>(null);
  const busy = openDispute.isPending || progress !== null;

  const reset = () => {
    form.reset();
    setFiles([]);
    setFileError(undefined);
    setProgress(null);
  };

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const next = [...files];
    for (const file of Array.from(list)) {
      if (file.size > MAX_BYTES) {
        setFileError(`"${file.name}" is larger than ${DISPUTE_EVIDENCE_MAX_MB} MB`);
        continue;
      }
      if (next.length >= DISPUTE_EVIDENCE_MAX_FILES) {
        setFileError(`At most ${DISPUTE_EVIDENCE_MAX_FILES} evidence files`);
        break;
      }
      next.push(file);
    }
    setFiles(next);
  };

  const submit = form.handleSubmit(async ({ reason, target }) => {
    const chosen = disputable.find((item) => (item.milestoneId ?? '') === target) ?? disputable[0];
    if (!chosen) return;
    let disputeId: string;
    try {
      disputeId = (await openDispute.mutateAsync({ milestoneId: chosen.milestoneId, reason })).id;
    } catch (failure) {
      if (!showServerFieldErrors(failure, form.setError, ['reason']))
        toast.error('Failed to open dispute', { description: (failure as Error).message });
      return;
    }
    let uploaded = 0;
    for (const file of files) {
      const upload = uploadEvidence(disputeId, file, (loaded, total) =>
        setProgress({ name: file.name, percent: total ? Math.round((loaded / total) * 100) : 0 }),
      );
      abortRef.current = upload.abort;
      setProgress({ name: file.name, percent: 0 });
      try {
        await upload.promise;
        uploaded += 1;
      } catch (failure) {
        if (failure instanceof UploadCancelled) break;
        toast.error('Failed to upload file', { description: `${file.name}: ${(failure as Error).message}` });
      }
    }
    abortRef.current = null;
    if (files.length) await refresh();
    toast.success('Dispute opened', {
      description:
        files.length > 0
          ? `${uploaded} of ${files.length} evidence files uploaded. The funds are frozen until an admin resolves it.`
          : 'The funds are frozen until an admin resolves it.',
    });
    reset();
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy && !next) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90dvh] overflow-y-auto" returnFocusTo={opener}>
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <DialogTitle>Dispute a milestone</DialogTitle>
          <DialogDescription>
            Instead of approving, tell us what went wrong. The escrowed funds are frozen, the expert can answer, and an
            admin decides: release, partial refund or full refund.
          </DialogDescription>
          <ErrorSummary key={submitCount} problems={problemsOf(errors, { reason: `${id}-reason` })} />
          {disputable.length > 1 ? (
            <FormField id={`${id}-target`} label="Milestone">
              <NativeSelect id={`${id}-target`} {...form.register('target')}>
                {disputable.map((item) => (
                  <option key={item.milestoneId ?? 'pack'} value={item.milestoneId ?? ''}>
                    {item.title} ({formatExactMoney(item.amount, currency)})
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : (
            <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
              {disputable[0]?.title} · {formatExactMoney(disputable[0]?.amount ?? 0, currency)} in escrow
            </p>
          )}
          <FormField id={`${id}-reason`} label="Reason" error={errors.reason?.message} summarised>
            <Textarea
              id={`${id}-reason`}
              rows={5}
              maxLength={DISPUTE_TEXT_MAX_LENGTH}
              autoFocus
              {...form.register('reason')}
              {...describedBy(`${id}-reason`, errors.reason)}
            />
          </FormField>
          <FormField
            id={`${id}-files`}
            label="Evidence (optional)"
            hint={`Up to ${DISPUTE_EVIDENCE_MAX_FILES} files, ${DISPUTE_EVIDENCE_MAX_MB} MB each`}
            error={fileError}
          >
            <input
              id={`${id}-files`}
              type="file"
              multiple
              disabled={busy}
              className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
              onChange={(event) => {
                setFileError(undefined);
                addFiles(event.target.files);
                event.target.value = '';
              }}
              {...describedBy(`${id}-files`, fileError, true)}
            />
          </FormField>
          {files.length > 0 && (
            <ul className="space-y-1 text-sm" aria-label="Evidence files">
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`} className="flex items-center gap-2">
                  <Paperclip className="size-4 shrink-0 text-slate-400" aria-hidden />
                  <span className="min-w-0 flex-1 truncate" title={file.name}>
                    {file.name}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setFiles(files.filter((_, other) => other !== index))}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {progress && (
            <div className="space-y-1">
              <p className="text-sm text-slate-600">
                Uploading {progress.name}… {progress.percent}%
              </p>
              <Progress value={progress.percent} label={`Uploading ${progress.name}`} />
              <Button type="button" variant="outline" size="sm" onClick={() => abortRef.current?.()}>
                Cancel upload
              </Button>
            </div>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? 'Opening…' : 'Open Dispute'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

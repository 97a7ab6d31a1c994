import { useState } from 'react';
import { VETTING_STEP_LABELS, VETTING_STEPS, type TVettingStep } from '@shared/domain/experts';
import { EXPERT_TEXT_LENGTH as LEN } from '@shared/domain/limits';
import type { TAdminExpertDetail } from '@shared/schemas/experts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorSummary, focusField } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { formatDate } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useUpdateVetting } from '../api/update-vetting';

// The vetting checklist and score: the admin's review page, second section.
type StepDraft = { done: boolean; notes: string };

export function VettingCard({ detail }: { detail: TAdminExpertDetail }) {
  const id = detail.profile.userId;
  const update = useUpdateVetting(id);
  const [steps, setSteps] = useState<Record<TVettingStep, StepDraft>>(
    () =>
      Object.fromEntries(
        VETTING_STEPS.map((step) => [step, { done: detail.checklist[step].done, notes: detail.checklist[step].notes }]),
      ) as Record<TVettingStep, StepDraft>,
  );
  const [score, setScore] = useState(detail.vettingScore === null ? '' : String(detail.vettingScore));
  const scoreValue = score.trim() === '' ? null : Number(score);
  const scoreProblem =
    scoreValue !== null && !(Number.isFinite(scoreValue) && scoreValue >= 0 && scoreValue <= 1)
      ? 'Enter the vetting score as a number from 0 to 1, for example 0.75.'
      : undefined;
  // Said once Save Vetting is pressed, as the error pattern does; a refused save is said under the score too.
  const [submitCount, setSubmitCount] = useState(0);
  const [refusal, setRefusal] = useState<string>();
  const scoreError = submitCount > 0 ? (scoreProblem ?? refusal) : undefined;

  const change = (step: TVettingStep, patch: Partial<StepDraft>) =>
    setSteps((current) => ({ ...current, [step]: { ...current[step], ...patch } }));

  const save = () => {
    setSubmitCount((count) => count + 1);
    setRefusal(undefined);
    if (scoreProblem) {
      focusField('vetting-score');
      return;
    }
    update.mutate(
      {
        steps: VETTING_STEPS.map((step) => ({ step, ...steps[step] })),
        vettingScore: scoreValue,
      },
      {
        onSuccess: () => toast.success('Vetting saved'),
        onError: (error) => {
          setRefusal(`Could not save the vetting: ${error.message}`);
          focusField('vetting-score');
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Vetting</h2>
        </CardTitle>
        <CardDescription>
          Tick each step as it is done and note what you found. Approval needs the first three steps and a score.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <ErrorSummary
            key={submitCount}
            problems={scoreError ? [{ fieldId: 'vetting-score', message: scoreError }] : []}
          />
          <ol className="space-y-4">
            {VETTING_STEPS.map((step, index) => {
              const at = detail.checklist[step].at;
              return (
                <li key={step} className="rounded-lg border border-slate-200 p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={steps[step].done}
                        onChange={(event) => change(step, { done: event.target.checked })}
                      />
                      {index + 1}. {VETTING_STEP_LABELS[step]}
                    </label>
                    {at && steps[step].done && <span className="text-xs text-slate-500">Done {formatDate(at)}</span>}
                  </div>
                  <label className="sr-only" htmlFor={`vetting-notes-${step}`}>
                    Notes: {VETTING_STEP_LABELS[step]}
                  </label>
                  <Textarea
                    id={`vetting-notes-${step}`}
                    className="mt-2 min-h-16"
                    rows={2}
                    placeholder="Notes"
                    maxLength={LEN.vettingNotes.max}
                    value={steps[step].notes}
                    onChange={(event) => change(step, { notes: event.target.value })}
                  />
                </li>
              );
            })}
          </ol>
          <FormField
            id="vetting-score"
            label="Vetting score (0–1)"
            hint="How strong the expert is overall, from 0 (weak) to 1 (outstanding); matching uses it."
            error={scoreError}
            summarised
          >
            <Input
              id="vetting-score"
              inputMode="decimal"
              className="max-w-40"
              value={score}
              onChange={(event) => setScore(event.target.value)}
              {...describedBy('vetting-score', scoreError, true)}
            />
          </FormField>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save Vetting'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

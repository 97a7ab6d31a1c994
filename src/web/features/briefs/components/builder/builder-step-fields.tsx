import { lazy, Suspense } from 'react';
import type { TBriefTextField } from '@shared/domain/brief-options';
import { LoadingBlock } from '@web/components/ui/spinner';
import type { TInterpretationState } from '../../hooks/interpretation-scheduler';
import type { TContactErrors } from '../../hooks/use-brief-submission';
import type { TBuilderDraft } from '../../hooks/use-builder-draft';
import { TEXT_STEPS } from './builder-steps';
import type { TLaterStepFieldsProps } from './later-step-fields';
import { TextStep } from './text-step';

/**
 * Steps 4 to 7 (radio cards, a switch, the contact form) in their own chunk: the builder's first view, a public page,
 * loads only the text steps. The builder fetches them once the page is idle; a draft restored at a later step waits
 * for them.
 */
export const loadLaterSteps = () => import('./later-step-fields');
const LaterStepFields = lazy(loadLaterSteps);

/** The inputs of the builder's current step. */
export function BuilderStepFields({
  draft,
  update,
  interpretations,
  stepError,
  contactErrors,
  signInRequired,
}: {
  draft: TBuilderDraft;
  update: (change: (draft: TBuilderDraft) => TBuilderDraft) => void;
  interpretations: Record<TBriefTextField, TInterpretationState>;
  /** Why Continue did not move on from this step, shown under its answer. */
  stepError: string | null;
  contactErrors: TContactErrors;
  signInRequired: boolean;
}) {
  const setAnswer: TLaterStepFieldsProps['setAnswer'] = (key, value) =>
    update((current) => ({ ...current, answers: { ...current.answers, [key]: value } }));
  const textStep = TEXT_STEPS[draft.step];

  if (textStep)
    return (
      <TextStep
        key={textStep.field}
        field={textStep.field}
        label={textStep.label}
        placeholder={textStep.placeholder}
        optional={textStep.optional}
        value={draft.answers[textStep.field]}
        onChange={(value) => setAnswer(textStep.field, value)}
        interpretation={interpretations[textStep.field]}
        error={stepError}
      />
    );
  return (
    <Suspense fallback={<LoadingBlock label="Loading this step" />}>
      <LaterStepFields
        draft={draft}
        update={update}
        setAnswer={setAnswer}
        stepError={stepError}
        contactErrors={contactErrors}
        signInRequired={signInRequired}
      />
    </Suspense>
  );
}

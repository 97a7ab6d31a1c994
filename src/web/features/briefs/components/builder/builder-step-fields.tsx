import {
  BUDGET_LABELS,
  BUDGET_OPTIONS,
  EXPERT_STYLE_LABELS,
  EXPERT_STYLE_OPTIONS,
  TIMELINE_LABELS,
  TIMELINE_OPTIONS,
  URGENCY_LABELS,
  URGENCY_OPTIONS,
  type TBriefTextField,
} from '@shared/domain/brief-options';
import { BUILDER_STEP_COUNT } from '@shared/domain/briefs';
import type { TInterpretationState } from '../../hooks/interpretation-scheduler';
import type { TContactErrors } from '../../hooks/use-brief-submission';
import type { TBuilderDraft } from '../../hooks/use-builder-draft';
import { STEP_ANSWER_ID, STYLE_DESCRIPTIONS, TEXT_STEPS, URGENCY_DESCRIPTIONS } from './builder-steps';
import { ChoiceGroup } from './choice-step';
import { ContactStep } from './contact-step';
import { TextStep } from './text-step';

type TAnswers = TBuilderDraft['answers'];

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
  const setAnswer = <K extends keyof TAnswers>(key: K, value: TAnswers[K]) =>
    update((current) => ({ ...current, answers: { ...current.answers, [key]: value } }));
  const textStep = TEXT_STEPS[draft.step];

  return (
    <>
      {textStep && (
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
      )}
      {draft.step === 4 && (
        <ChoiceGroup
          label="Budget"
          options={BUDGET_OPTIONS}
          labels={BUDGET_LABELS}
          value={draft.answers.budget_range}
          id={STEP_ANSWER_ID}
          error={stepError}
          onChange={(value) => setAnswer('budget_range', value)}
        />
      )}
      {draft.step === 5 && (
        <ChoiceGroup
          label="Timeline"
          options={TIMELINE_OPTIONS}
          labels={TIMELINE_LABELS}
          value={draft.answers.timeline}
          id={STEP_ANSWER_ID}
          error={stepError}
          onChange={(value) => setAnswer('timeline', value)}
          columns={3}
        />
      )}
      {draft.step === 6 && (
        <>
          <ChoiceGroup
            label="Urgency"
            options={URGENCY_OPTIONS}
            labels={URGENCY_LABELS}
            descriptions={URGENCY_DESCRIPTIONS}
            value={draft.answers.urgency}
            onChange={(value) => setAnswer('urgency', value)}
          />
          <ChoiceGroup
            label="Expert style"
            options={EXPERT_STYLE_OPTIONS}
            labels={EXPERT_STYLE_LABELS}
            descriptions={STYLE_DESCRIPTIONS}
            value={draft.answers.expert_style}
            onChange={(value) => setAnswer('expert_style', value)}
            columns={3}
          />
        </>
      )}
      {draft.step === BUILDER_STEP_COUNT && (
        <ContactStep
          contact={draft.contact}
          onContactChange={(contact) => update((current) => ({ ...current, contact }))}
          assuredMode={draft.assuredMode}
          onAssuredModeChange={(assuredMode) => update((current) => ({ ...current, assuredMode }))}
          errors={contactErrors}
          signInRequired={signInRequired}
        />
      )}
    </>
  );
}

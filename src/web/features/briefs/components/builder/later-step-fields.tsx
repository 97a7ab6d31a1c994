import {
  BUDGET_LABELS,
  BUDGET_OPTIONS,
  EXPERT_STYLE_LABELS,
  EXPERT_STYLE_OPTIONS,
  TIMELINE_LABELS,
  TIMELINE_OPTIONS,
  URGENCY_LABELS,
  URGENCY_OPTIONS,
} from '@shared/domain/brief-options';
import { BUILDER_STEP_COUNT } from '@shared/domain/briefs';
import type { TContactErrors } from '../../hooks/use-brief-submission';
import type { TBuilderDraft } from '../../hooks/use-builder-draft';
import { STEP_ANSWER_ID, STYLE_DESCRIPTIONS, URGENCY_DESCRIPTIONS } from './builder-steps';
import { ChoiceGroup } from './choice-step';
import { ContactStep } from './contact-step';

type TAnswers = TBuilderDraft['answers'];

export type TLaterStepFieldsProps = {
  draft: TBuilderDraft;
  update: (change: (draft: TBuilderDraft) => TBuilderDraft) => void;
  setAnswer: <K extends keyof TAnswers>(key: K, value: TAnswers[K]) => void;
  stepError: string | null;
  contactErrors: TContactErrors;
  signInRequired: boolean;
};

/** The inputs of steps 4 to 7: budget, timeline, urgency and style, contact details. */
export default function LaterStepFields({
  draft,
  update,
  setAnswer,
  stepError,
  contactErrors,
  signInRequired,
}: TLaterStepFieldsProps) {
  return (
    <>
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

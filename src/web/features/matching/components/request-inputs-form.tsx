import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { VOCABULARY_SKILLS, vocabularySkill } from '@shared/domain/matching/read-skills';
import {
  MATCHING_TERM_MAX_LENGTH,
  ZEditMatchingInputsBodySchema,
  type TRequestMatchingInputs,
} from '@shared/schemas/matching';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ErrorSummary, problemsOf } from '@web/components/ui/error-summary';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useEditMatchingInputs } from '../api/edit-matching-inputs';

const FIELD_IDS = {
  requiredSkills: 'inputs-new-skill',
  industry: 'inputs-industry',
  outcomes: 'inputs-outcomes',
} as const;
const VOCABULARY_LIST_ID = 'inputs-vocabulary';

const outcomesOf = (text: string) =>
  text
    .split(',')
    .map((outcome) => outcome.trim())
    .filter(Boolean);

/** The request's schema, with the outcomes written as one comma-separated line. */
const ZInputsFormSchema = ZEditMatchingInputsBodySchema.omit({ outcomeTags: true }).extend({
  outcomes: z.string().superRefine((text, context) => {
    const parsed = ZEditMatchingInputsBodySchema.shape.outcomeTags.safeParse(outcomesOf(text));
    if (!parsed.success) context.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
  }),
});
type TInputsForm = z.infer<typeof ZInputsFormSchema>;

/**
 * The admin corrects what matching reads of the request before computing: removes a skill read wrongly, adds one
 * from the vocabulary (a typed spelling is written as the vocabulary writes it), changes the industry and outcomes.
 */
export function RequestInputsForm({
  requestId,
  inputs,
  onDone,
}: {
  requestId: string;
  inputs: TRequestMatchingInputs;
  onDone: () => void;
}) {
  const save = useEditMatchingInputs(requestId);
  const form = useForm<TInputsForm>({
    resolver: zodResolver(ZInputsFormSchema),
    defaultValues: {
      requiredSkills: inputs.requiredSkills,
      industry: inputs.industry ?? '',
      outcomes: inputs.outcomeTags.join(', '),
    },
  });
  const { errors, submitCount } = form.formState;
  const skills = form.watch('requiredSkills');
  const [newSkill, setNewSkill] = useState('');
  const [newSkillError, setNewSkillError] = useState<string | null>(null);

  const setSkills = (next: string[]) =>
    form.setValue('requiredSkills', next, { shouldDirty: true, shouldValidate: submitCount > 0 });
  const addSkill = () => {
    const typed = newSkill.trim();
    if (typed === '') return setNewSkillError('Type a skill, then add it.');
    const skill = vocabularySkill(typed);
    if (skill === null) return setNewSkillError(`“${typed}” is not a skill matching knows: choose one from the list.`);
    if (skills.some((known) => known.toLowerCase() === skill.toLowerCase()))
      return setNewSkillError(`${skill} is already one of the request’s skills.`);
    setSkills([...skills, skill]);
    setNewSkill('');
    setNewSkillError(null);
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addSkill();
  };

  const submit = form.handleSubmit(({ requiredSkills, industry, outcomes }) =>
    save.mutate(
      { requiredSkills, industry, outcomeTags: outcomesOf(outcomes) },
      {
        onSuccess: () => {
          toast.success('Matching inputs saved', { description: 'Recompute Matches to rank experts against them.' });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'matching.unknown_skill')
            form.setError('requiredSkills', { message: error.message }, { shouldFocus: true });
          else toast.error('Could not save the matching inputs', { description: error.message });
        },
      },
    ),
  );

  const skillsError = errors.requiredSkills?.message ?? newSkillError ?? undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Edit matching inputs"
      className="space-y-4 rounded-md border border-slate-200 p-3"
    >
      <ErrorSummary key={submitCount} problems={problemsOf(errors, FIELD_IDS)} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Skills</legend>
        <ul className="flex flex-wrap gap-1" aria-label="Skills to match">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge variant="secondary" className="gap-1 pr-1">
                {skill}
                <button
                  type="button"
                  className="rounded p-0.5 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-slate-900"
                  aria-label={`Remove ${skill}`}
                  onClick={() => setSkills(skills.filter((kept) => kept !== skill))}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <FormField
              id="inputs-new-skill"
              label="Add a skill"
              hint="A skill matching knows: pick from the list or type a common spelling."
              error={skillsError}
              summarised={Boolean(errors.requiredSkills)}
            >
              <Input
                id="inputs-new-skill"
                list={VOCABULARY_LIST_ID}
                autoComplete="off"
                maxLength={MATCHING_TERM_MAX_LENGTH}
                value={newSkill}
                onChange={(event) => {
                  setNewSkill(event.target.value);
                  setNewSkillError(null);
                }}
                onKeyDown={addOnEnter}
                {...describedBy('inputs-new-skill', skillsError, true)}
              />
            </FormField>
            <datalist id={VOCABULARY_LIST_ID}>
              {VOCABULARY_SKILLS.map((skill) => (
                <option key={skill} value={skill} />
              ))}
            </datalist>
          </div>
          <Button type="button" variant="outline" className="sm:mt-6" onClick={addSkill}>
            <Plus aria-hidden />
            Add Skill
          </Button>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="inputs-industry"
          label="Industry"
          hint="Leave empty for none."
          error={errors.industry?.message}
          summarised
        >
          <Input
            id="inputs-industry"
            maxLength={MATCHING_TERM_MAX_LENGTH}
            {...describedBy('inputs-industry', errors.industry, true)}
            {...form.register('industry')}
          />
        </FormField>
        <FormField
          id="inputs-outcomes"
          label="Outcomes"
          hint="Separated by commas."
          error={errors.outcomes?.message}
          summarised
        >
          <Input
            id="inputs-outcomes"
            {...describedBy('inputs-outcomes', errors.outcomes, true)}
            {...form.register('outcomes')}
          />
        </FormField>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner label="Saving" className="size-4 text-white" /> : <Save aria-hidden />}
          Save Inputs
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

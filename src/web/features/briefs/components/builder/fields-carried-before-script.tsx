import { useSearchParams } from 'react-router';
import type { TBuilderDraft } from '../../hooks/use-builder-draft';

/**
 * What the builder's form sends besides the step's own answer while the script has not run yet (a plain GET to the
 * same page): where the brief starts from (`capability_id`, `pack_id`, `expert`) and, past step 1, the goal, so it
 * is not lost. Once hydrated the form never submits itself and these are ignored.
 */
export function FieldsCarriedBeforeScript({ draft }: { draft: TBuilderDraft }) {
  const [params] = useSearchParams();
  return (
    <>
      {[...params]
        .filter(([name]) => name !== 'goal')
        .map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
      {draft.step > 1 && <input type="hidden" name="goal" value={draft.answers.goal} />}
    </>
  );
}

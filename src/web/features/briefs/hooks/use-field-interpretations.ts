import { useEffect, useRef, useState } from 'react';
import { BRIEF_TEXT_FIELDS, type TBriefTextField } from '@shared/domain/brief-options';
import type { TFieldInterpretation } from '@shared/schemas/brief-ai';
import { interpretField } from '../api/interpret-field';
import { createInterpretationScheduler, type TInterpretationState } from './interpretation-scheduler';

export type TSavedInterpretation = { value: string; interpretation: TFieldInterpretation };
type Schedulers = Record<TBriefTextField, ReturnType<typeof createInterpretationScheduler>>;

/**
 * Live interpretations of the three free-text fields. They live at the builder's top, so leaving a step does not
 * cancel a reading in flight. `onReady` receives each finished reading (to keep it with the answers).
 */
export function useFieldInterpretations(
  values: Record<TBriefTextField, string>,
  saved: Partial<Record<TBriefTextField, TSavedInterpretation>>,
  onReady: (field: TBriefTextField, reading: TSavedInterpretation) => void,
): Record<TBriefTextField, TInterpretationState> {
  const latestOnReady = useRef(onReady);
  latestOnReady.current = onReady;
  const [states, setStates] = useState<Record<TBriefTextField, TInterpretationState>>(
    () =>
      Object.fromEntries(
        BRIEF_TEXT_FIELDS.map((field) => {
          const restored = saved[field];
          return [field, restored ? { status: 'ready', ...restored, timedOut: false } : { status: 'idle' }];
        }),
      ) as Record<TBriefTextField, TInterpretationState>,
  );
  const schedulers = useRef<Schedulers | null>(null);

  useEffect(() => {
    const created = Object.fromEntries(
      BRIEF_TEXT_FIELDS.map((field) => [
        field,
        createInterpretationScheduler({
          field,
          interpret: interpretField,
          initial: saved[field],
          onChange: (state) => {
            setStates((current) => ({ ...current, [field]: state }));
            if (state.status === 'ready')
              latestOnReady.current(field, { value: state.value, interpretation: state.interpretation });
          },
        }),
      ]),
    ) as Schedulers;
    schedulers.current = created;
    return () => {
      for (const scheduler of Object.values(created)) scheduler.dispose();
      schedulers.current = null;
    };
    // Created once per mount; `saved` only seeds them.
  }, []);

  const { goal, context, constraints } = values;
  useEffect(() => schedulers.current?.goal.update(goal), [goal]);
  useEffect(() => schedulers.current?.context.update(context), [context]);
  useEffect(() => schedulers.current?.constraints.update(constraints), [constraints]);

  return states;
}

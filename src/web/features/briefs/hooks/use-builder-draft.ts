import { useCallback, useEffect, useState } from 'react';
import { canContinue } from '@shared/domain/brief-gates';
import {
  DEFAULT_URGENCY,
  type TBriefTextField,
  type TBudgetOption,
  type TExpertStyleOption,
  type TTimelineOption,
  type TUrgencyOption,
} from '@shared/domain/brief-options';
import { useHydrated } from '@web/lib/use-hydrated';
import type { TSavedInterpretation } from './use-field-interpretations';

export type TBuilderDraft = {
  step: number;
  answers: Record<TBriefTextField, string> & {
    budget_range: TBudgetOption | null;
    timeline: TTimelineOption | null;
    urgency: TUrgencyOption;
    expert_style: TExpertStyleOption | null;
  };
  interpretations: Partial<Record<TBriefTextField, TSavedInterpretation>>;
  contact: { name: string; email: string; company: string; phone: string };
  assuredMode: boolean;
  /** Set once the origin's goal and context (or the viewer's contact details) were filled in, so clearing sticks. */
  prefilled: { origin: boolean; contact: boolean };
  /** After a successful submission: the preview stage of this brief. */
  submitted: { briefId: string; linkedToUser: boolean } | null;
};

export const emptyDraft = (): TBuilderDraft => ({
  step: 1,
  answers: {
    goal: '',
    context: '',
    constraints: '',
    budget_range: null,
    timeline: null,
    urgency: DEFAULT_URGENCY,
    expert_style: null,
  },
  interpretations: {},
  contact: { name: '', email: '', company: '', phone: '' },
  assuredMode: false,
  prefilled: { origin: false, contact: false },
  submitted: null,
});

function read(key: string): TBuilderDraft {
  try {
    const stored = window.localStorage.getItem(key);
    if (!stored) return emptyDraft();
    const parsed = JSON.parse(stored) as Partial<TBuilderDraft>;
    const empty = emptyDraft();
    return {
      ...empty,
      ...parsed,
      answers: { ...empty.answers, ...parsed.answers },
      contact: { ...empty.contact, ...parsed.contact },
      prefilled: { ...empty.prefilled, ...parsed.prefilled },
    };
  } catch {
    return emptyDraft();
  }
}

/** A goal that step 1's form brought before the script ran: sent (`?goal=`, then step 2) or typed and not yet sent. */
export type TGoalBeforeScript = { sent: string | null; typed: () => string };

/** The saved draft with a goal from before the script: a new goal's reading is made again, a preview starts over. */
function withGoal(saved: TBuilderDraft, goal: string, step: number): TBuilderDraft {
  const base = saved.submitted ? emptyDraft() : saved;
  const interpretations = { ...base.interpretations };
  delete interpretations.goal;
  return { ...base, step, answers: { ...base.answers, goal }, interpretations };
}

function startingDraft(saved: TBuilderDraft, sent: string | null, typed = ''): TBuilderDraft {
  if (sent !== null) {
    const answers = { ...saved.answers, goal: sent };
    return withGoal(saved, sent, canContinue(1, answers) ? 2 : 1);
  }
  return typed.trim() !== '' && typed !== saved.answers.goal ? withGoal(saved, typed, 1) : saved;
}

/**
 * The builder's answers, kept in this browser's storage under a key per origin (bespoke, a pack, a capability):
 * a reload or a failed submission loses nothing ("We saved your answers locally"). The server renders the builder
 * without storage, so a hydrating page first shows what the server sent (step 1, or step 2 with a sent goal) and
 * reads the saved draft once mounted; nothing is saved before that, so the saved draft is not overwritten.
 */
export function useBuilderDraft(key: string, goal: TGoalBeforeScript) {
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<TBuilderDraft>(() =>
    startingDraft(hydrated ? read(key) : emptyDraft(), goal.sent),
  );
  const [restored, setRestored] = useState(hydrated);

  useEffect(() => {
    if (restored) return;
    setDraft(startingDraft(read(key), goal.sent, goal.typed()));
    setRestored(true);
    // Once, when the hydrated page first mounts.
  }, []);

  useEffect(() => {
    if (!restored) return;
    try {
      window.localStorage.setItem(key, JSON.stringify(draft));
    } catch (error) {
      console.error('Could not save the brief draft', error);
    }
  }, [key, draft, restored]);

  const update = useCallback((change: (draft: TBuilderDraft) => TBuilderDraft) => setDraft(change), []);

  /** Forgets the saved answers (after the brief is submitted and the preview left). */
  const clear = useCallback(() => {
    window.localStorage.removeItem(key);
  }, [key]);

  return { draft, update, clear, restored };
}

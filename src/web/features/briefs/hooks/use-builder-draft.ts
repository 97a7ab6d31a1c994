import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_URGENCY,
  type TBriefTextField,
  type TBudgetOption,
  type TExpertStyleOption,
  type TTimelineOption,
  type TUrgencyOption,
} from '@shared/domain/brief-options';
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

/**
 * The builder's answers, kept in this browser's storage under a key per origin (bespoke, a pack, a capability):
 * a reload or a failed submission loses nothing ("We saved your answers locally").
 */
export function useBuilderDraft(key: string) {
  const [draft, setDraft] = useState<TBuilderDraft>(() => read(key));

  useEffect(() => {
    try {
      window.localStorage.setItem(key, JSON.stringify(draft));
    } catch (error) {
      console.error('Could not save the brief draft', error);
    }
  }, [key, draft]);

  const update = useCallback((change: (draft: TBuilderDraft) => TBuilderDraft) => setDraft(change), []);

  /** Forgets the saved answers (after the brief is submitted and the preview left). */
  const clear = useCallback(() => {
    window.localStorage.removeItem(key);
  }, [key]);

  return { draft, update, clear };
}

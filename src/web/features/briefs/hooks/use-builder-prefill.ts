import { useEffect } from 'react';
import type { TBriefOriginPrefill } from '@shared/schemas/briefs';
import type { TViewer } from '@shared/schemas/me';
import type { TBuilderDraft } from './use-builder-draft';

/**
 * Fills what is known once: the goal and context of the pack or capability the brief starts from, and the signed-in
 * viewer's name and e-mail. Answers already typed win, and a field cleared afterwards stays cleared.
 */
export function useBuilderPrefill(
  draft: TBuilderDraft,
  update: (change: (draft: TBuilderDraft) => TBuilderDraft) => void,
  origin: TBriefOriginPrefill | undefined,
  viewer: TViewer | null | undefined,
): void {
  useEffect(() => {
    if (!origin || draft.prefilled.origin) return;
    update((current) => ({
      ...current,
      prefilled: { ...current.prefilled, origin: true },
      answers: {
        ...current.answers,
        goal: current.answers.goal || origin.goal,
        context: current.answers.context || origin.context,
      },
    }));
  }, [origin, draft.prefilled.origin, update]);

  useEffect(() => {
    if (!viewer || draft.prefilled.contact) return;
    update((current) => ({
      ...current,
      prefilled: { ...current.prefilled, contact: true },
      contact: {
        ...current.contact,
        name: current.contact.name || viewer.fullName || '',
        email: current.contact.email || viewer.email,
      },
    }));
  }, [viewer, draft.prefilled.contact, update]);
}

import { RATING_REVEAL_DAYS } from './limits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Scores a side may give: 1 (poor) to 5 (excellent). */
export const RATING_SCORES = [1, 2, 3, 4, 5] as const;

/** When a completed project's ratings are shown regardless of the other side: completion + 14 days. */
export function ratingRevealAt(completedAt: Date): Date {
  return new Date(completedAt.getTime() + RATING_REVEAL_DAYS * DAY_MS);
}

/**
 * The double-blind rule: a project's ratings are published once both sides have rated, or once 14 days have passed
 * since the project completed (then whatever is in is shown). Before completion nothing is published.
 */
export function ratingsPublished(input: { bothIn: boolean; completedAt: Date | null; now: Date }): boolean {
  if (!input.completedAt) return false;
  return input.bothIn || input.now.getTime() >= ratingRevealAt(input.completedAt).getTime();
}

import type { TMatchExpert } from './types';

/** Vetting: the expert's vetting score as the admins gave it, held to 0–1 (none yet → 0). */
export function vettingFactor(expert: TMatchExpert): number {
  const score = expert.vettingScore;
  return score === null || !Number.isFinite(score) ? 0 : Math.min(Math.max(score, 0), 1);
}

/** Completed projects saturate: 1 − e^(−n/5) (0 → 0, 5 → 0.63, 15 → 0.95). */
export function projectsPart(completedProjects: number): number {
  return completedProjects > 0 ? 1 - Math.exp(-completedProjects / 5) : 0;
}

/** Average CSAT 1–5 mapped to 0–1 as (rating − 1)/4; no rating yet → 0.5. */
export function ratingPart(averageRating: number | null): number {
  if (averageRating === null || !Number.isFinite(averageRating)) return 0.5;
  return (Math.min(Math.max(averageRating, 1), 5) - 1) / 4;
}

/**
 * History: half completed projects, half rating. A newcomer (no projects, no rating) gets 0.25 — modest, not 0 —
 * and fifteen projects rated 5 approach 1.
 */
export function historyFactor(expert: TMatchExpert): number {
  return 0.5 * projectsPart(expert.completedProjects) + 0.5 * ratingPart(expert.averageRating);
}

export type TCsatBadge = 'Excellent' | 'Good' | 'Average' | 'Needs Improvement' | 'No Data';

/** Spec §9 freelancer CSAT badge: ≥4.5 Excellent, ≥4 Good, ≥3.5 Average, >0 Needs Improvement, else No Data. */
export function csatBadge(averageRating: number | null): TCsatBadge {
  if (averageRating === null || !Number.isFinite(averageRating) || averageRating <= 0) return 'No Data';
  if (averageRating >= 4.5) return 'Excellent';
  if (averageRating >= 4) return 'Good';
  if (averageRating >= 3.5) return 'Average';
  return 'Needs Improvement';
}

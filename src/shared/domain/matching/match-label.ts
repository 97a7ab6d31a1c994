/**
 * What a match score means, in words. Calibrated so that an expert who fits every factor the request states scores
 * at least 0.75 (Strong), and factors the request leaves open do not count (see `unstatedFactors`).
 */
export const MATCH_LABELS = [
  { label: 'Strong match', from: 0.75 },
  { label: 'Good match', from: 0.6 },
  { label: 'Partial match', from: 0.4 },
  { label: 'Weak match', from: 0 },
] as const;

export type TMatchLabel = (typeof MATCH_LABELS)[number]['label'];

export function matchLabel(score: number): TMatchLabel {
  return (MATCH_LABELS.find((band) => score >= band.from) ?? MATCH_LABELS[3]).label;
}

/** A whole-number setting as the Matching Rules screen edits it: the spec's range and fallback (§5). */
export type TNumericSetting = { min: number; max: number; fallback: number };

export const NUMERIC_SETTINGS = {
  shortlist_size_default: { min: 1, max: 10, fallback: 3 },
  invite_response_sla_hours: { min: 1, max: 168, fallback: 24 },
  max_quotes_per_request: { min: 1, max: 10, fallback: 3 },
  min_quotes_before_presenting: { min: 1, max: 10, fallback: 2 },
  conflict_window_days: { min: 1, max: 365, fallback: 60 },
} as const satisfies Record<string, TNumericSetting>;

/**
 * What a typed value saves as: a whole number within the range; anything that is not a number saves as the
 * fallback, and a number out of range is held to its nearest end.
 */
export function numericSettingValue(typed: string, { min, max, fallback }: TNumericSetting): number {
  const parsed = Number.parseInt(typed.trim(), 10);
  if (!Number.isFinite(parsed)) return fallback;
  return Math.min(max, Math.max(min, parsed));
}

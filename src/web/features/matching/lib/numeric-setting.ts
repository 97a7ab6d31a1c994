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
 * What a typed value saves as: a blank field saves the fallback; anything else must be a whole number within the
 * range, else it saves as nothing (null) and the screen says why.
 */
export function numericSettingValue(typed: string, { min, max, fallback }: TNumericSetting): number | null {
  const text = typed.trim();
  if (text === '') return fallback;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

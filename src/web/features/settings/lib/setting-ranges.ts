import { SETTINGS, type TSettingKey } from '@shared/domain/settings';

/** The `{ value: number }` settings. */
export type TNumberKey = {
  [K in TSettingKey]: (typeof SETTINGS)[K]['default'] extends { value: number } ? K : never;
}[TSettingKey];

/** A number setting's range and fallback, read from the shared schema so the screen and the server agree. */
export function numberRangeOf(key: TNumberKey): { min: number; max: number; fallback: number } {
  const shape = SETTINGS[key].schema.shape.value;
  return {
    min: shape.minValue ?? 0,
    max: shape.maxValue ?? Number.MAX_SAFE_INTEGER,
    fallback: SETTINGS[key].default.value,
  };
}

/** What the screen says about a stored value that is out of range. */
export function fallbackMessage(key: TNumberKey, stored: unknown): string {
  const { min, max, fallback } = numberRangeOf(key);
  const raw = stored && typeof stored === 'object' && 'value' in stored ? (stored as { value: unknown }).value : stored;
  return `The stored value ${JSON.stringify(raw)} is not valid (allowed: ${min}–${max}), so ${fallback} (the default) is used until a valid value is saved.`;
}

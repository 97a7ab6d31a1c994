import { z } from 'zod';
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

/**
 * A number setting as typed in its field: the text must be a number of the allowed shape (whole, or up to `decimals`
 * places) within the setting's range, else `message` is said under the field.
 */
export function numberFieldOf(key: TNumberKey, message: string, decimals = 0) {
  const { min, max } = numberRangeOf(key);
  const shape = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  return z
    .string()
    .trim()
    .regex(shape, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

/** A refused save as said under the field it concerns. */
export const saveFailure = (failure: unknown) =>
  `Could not save: ${(failure as Error).message || 'unknown error'}. Check the value and try again.`;

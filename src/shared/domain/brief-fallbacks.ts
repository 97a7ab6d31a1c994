import type { TFieldInterpretation } from '../schemas/brief-ai';

/** Spec §8, brief builder: what a field shows when the AI fails or times out. Plain constants, no zod, for the browser. */
export const FALLBACK_INTERPRETED_TEXT = 'Input captured. We will refine as you add details.';

export const AI_ERROR_FALLBACK: Readonly<TFieldInterpretation> = {
  interpreted: FALLBACK_INTERPRETED_TEXT,
  confidence: 0.4,
  tags: ['fallback'],
  warnings: ['ai_error'],
  normalized: {},
};

export const AI_TIMEOUT_FALLBACK: Readonly<TFieldInterpretation> = {
  interpreted: FALLBACK_INTERPRETED_TEXT,
  confidence: 0.5,
  tags: ['timeout_fallback'],
  warnings: ['ai_timeout'],
  normalized: {},
};

/** A fresh copy, so a caller can add to tags or warnings without touching the constants. */
export function fallbackInterpretation(kind: 'error' | 'timeout'): TFieldInterpretation {
  return structuredClone(kind === 'error' ? AI_ERROR_FALLBACK : AI_TIMEOUT_FALLBACK);
}

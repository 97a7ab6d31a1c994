/**
 * Confidence of an offline reading: mostly the share of normalized slots it could fill, plus a little for
 * specificity (targets, length, named standards). Kept within 0.2..0.95: the offline reader is never certain,
 * and an empty reading still says "we captured it".
 */
export function scoreConfidence(filledShare: number, specificity: number): number {
  const raw = 0.2 + 0.6 * clamp01(filledShare) + 0.15 * clamp01(specificity);
  return Math.round(Math.min(0.95, Math.max(0.2, raw)) * 100) / 100;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** "metric:conversion rate": tags read the same whatever case the value has. */
export function tag(kind: string, value: string): string {
  return `${kind}:${value.toLowerCase()}`;
}

/** The list of values a slot holds ("Salesforce, HubSpot" → two). */
export function slotValues(slot: string | null): string[] {
  return slot ? slot.split(', ') : [];
}

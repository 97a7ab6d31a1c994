import type { TBriefTextField } from '@shared/domain/brief-options';
import type { TFieldInterpretation } from '@shared/schemas/brief-ai';

/** brief-sensemaking. Plain fetch so the caller's AbortSignal can cancel it. */
export async function interpretField(
  field: TBriefTextField,
  value: string,
  signal: AbortSignal,
): Promise<TFieldInterpretation> {
  const response = await fetch('/api/briefs/interpret', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ field, value }),
    signal,
  });
  if (!response.ok) throw new Error(`Interpretation failed (${response.status})`);
  return (await response.json()) as TFieldInterpretation;
}

import { z } from 'zod';
import { BRIEF_TEXT_FIELDS, type TBriefTextField } from '@shared/domain/brief-options';
import type { TAiProvider } from '../ai-provider';
import constraintsCases from './constraints.json';
import contextCases from './context.json';
import goalCases from './goal.json';

const ZCorpusSchema = z.array(
  z.object({ input: z.string().min(1), expected: z.record(z.string(), z.string().nullable()) }),
);
type TCorpusCase = z.infer<typeof ZCorpusSchema>[number];

const CORPUS: Record<TBriefTextField, TCorpusCase[]> = {
  goal: ZCorpusSchema.parse(goalCases),
  context: ZCorpusSchema.parse(contextCases),
  constraints: ZCorpusSchema.parse(constraintsCases),
};

export type TCorpusFailure = {
  field: TBriefTextField;
  input: string;
  slot: string;
  expected: string;
  actual: string | null;
};
export type TAccuracy = { slots: number; found: number; accuracy: number };
export type TCorpusReport = {
  fields: Record<TBriefTextField, TAccuracy & { cases: number }>;
  overall: TAccuracy;
  failures: TCorpusFailure[];
};

const normalise = (value: string) => value.toLowerCase().replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();

/**
 * The comparison rule. Only slots with a non-null expected value are scored (a null expectation means "the text
 * does not say", and what the reader adds there is not counted). The expected value is a comma-separated list of
 * canonical tokens ("Salesforce, HubSpot"); the slot is found when the produced value contains every token,
 * case-insensitively. So "recurring revenue" finds "revenue", "US, LATAM" finds "US", and "Increase qualified
 * leads by 30%" finds the objective "increase qualified leads".
 */
export function slotFound(expected: string, actual: string | null): boolean {
  if (actual === null) return false;
  const produced = normalise(actual);
  return expected.split(',').every((token) => produced.includes(normalise(token)));
}

const ratio = (found: number, slots: number) => (slots === 0 ? 1 : found / slots);

/** Runs every corpus input through the provider and reports the share of expected slot values it found. */
export async function evaluateCorpus(provider: TAiProvider): Promise<TCorpusReport> {
  const failures: TCorpusFailure[] = [];
  const fields = {} as TCorpusReport['fields'];
  for (const field of BRIEF_TEXT_FIELDS) {
    let slots = 0;
    let found = 0;
    for (const testCase of CORPUS[field]) {
      const { normalized } = await provider.interpretField(field, testCase.input);
      for (const [slot, expected] of Object.entries(testCase.expected)) {
        if (expected === null) continue;
        slots += 1;
        const actual = normalized[slot] ?? null;
        if (slotFound(expected, actual)) found += 1;
        else failures.push({ field, input: testCase.input, slot, expected, actual });
      }
    }
    fields[field] = { cases: CORPUS[field].length, slots, found, accuracy: ratio(found, slots) };
  }
  const slots = BRIEF_TEXT_FIELDS.reduce((sum, field) => sum + fields[field].slots, 0);
  const found = BRIEF_TEXT_FIELDS.reduce((sum, field) => sum + fields[field].found, 0);
  return { fields, overall: { slots, found, accuracy: ratio(found, slots) }, failures };
}

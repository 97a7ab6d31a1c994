/**
 * The end-to-end labelled set: briefs as clients write them (terse, vague, misspelled, mixed with context and the
 * tools they happen to use), none taken from the product's seeds or tests, each judged against the seeded expert
 * network (`SEED_VETTED_EXPERTS`) from the experts' profiles alone: 3 the expert the work calls for, 2 a good fit,
 * 1 could help with part of it; anyone unnamed 0. Labels were written before any tuning; `heldOut` briefs were kept
 * aside while tuning and are reported on their own. The briefs are data (`brief-set.json`), checked as they load.
 */
import { z } from 'zod';
import { BUDGET_OPTIONS, TIMELINE_OPTIONS } from '../../brief-options';
import briefs from './brief-set.json';

const BRIEF_WORDINGS = ['terse', 'vague', 'misspelled', 'context', 'plain'] as const;

const ZLabelledBrief = z
  .object({
    id: z.string().min(1),
    goal: z.string().min(1),
    context: z.string(),
    constraints: z.string(),
    budget: z.enum(BUDGET_OPTIONS).nullable(),
    timeline: z.enum(TIMELINE_OPTIONS).nullable(),
    wording: z.array(z.enum(BRIEF_WORDINGS)).min(1).readonly(),
    /** Seeded experts by full name → grade. */
    judgments: z.record(z.string().min(1), z.union([z.literal(1), z.literal(2), z.literal(3)])).readonly(),
    heldOut: z.boolean().optional(),
  })
  .strict()
  .refine((brief) => Object.values(brief.judgments).includes(3), { message: 'names no expert the work calls for' });

export type TBriefWording = (typeof BRIEF_WORDINGS)[number];
export type TLabelledBrief = z.infer<typeof ZLabelledBrief>;

/** The labelled briefs, each checked (a mistake in the data names the brief it is in); ids are unique. */
export function loadLabelledBriefs(data: unknown): readonly TLabelledBrief[] {
  const entries = z.array(z.unknown()).parse(data);
  const loaded = entries.map((entry, index) => {
    const parsed = ZLabelledBrief.safeParse(entry);
    if (!parsed.success) throw new Error(`brief-set.json, brief ${index + 1}: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  });
  const ids = new Set(loaded.map((brief) => brief.id));
  if (ids.size !== loaded.length) throw new Error('brief-set.json: two briefs share an id');
  return loaded;
}

export const LABELLED_BRIEFS: readonly TLabelledBrief[] = loadLabelledBriefs(briefs);

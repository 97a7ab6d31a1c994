import { z } from 'zod';
import { ratingBodySchema } from './project-form-bodies';

export type { TRatingBody } from './project-form-bodies';
export const ZRatingBodySchema = ratingBodySchema();

export const ZRatingSchema = z.object({
  score: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.iso.datetime(),
});
export type TRating = z.infer<typeof ZRatingSchema>;

/**
 * A project's ratings as one viewer may see them (double-blind): their own rating always; the other side's only once
 * published (both in, or 14 days after completion).
 */
export const ZProjectRatingsSchema = z.object({
  projectStatus: z.string(),
  viewerRole: z.enum(['client', 'freelancer', 'admin']),
  /** The participant this viewer rates (client ↔ freelancer); null for admins or when there is none. */
  otherParty: z.object({ userId: z.uuid(), name: z.string(), role: z.enum(['client', 'freelancer']) }).nullable(),
  canRate: z.boolean(),
  published: z.boolean(),
  /** When the ratings are shown even if only one side rated; null before completion. */
  revealAt: z.iso.datetime().nullable(),
  mine: ZRatingSchema.nullable(),
  theirs: ZRatingSchema.nullable(),
  /** Admins (no rating of their own) see both sides once published. */
  client: ZRatingSchema.nullable(),
  freelancer: ZRatingSchema.nullable(),
});
export type TProjectRatings = z.infer<typeof ZProjectRatingsSchema>;

import { z } from 'zod';
import { REPLACEMENT_STATUSES } from '../domain/projects';
import { replacementRequestBodySchema } from './project-form-bodies';

const ZTimestamp = z.iso.datetime({ offset: true });

export type { TReplacementRequestBody } from './project-form-bodies';
export const ZReplacementRequestBodySchema = replacementRequestBodySchema();

export const ZReplacementSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  status: z.enum(REPLACEMENT_STATUSES),
  reason: z.string(),
  previousExpertName: z.string().nullable(),
  newExpertName: z.string().nullable(),
  createdAt: ZTimestamp,
  resolvedAt: ZTimestamp.nullable(),
});
export type TReplacement = z.infer<typeof ZReplacementSchema>;

/** The project page's Outcome Assurance block. */
export const ZProjectAssuranceSchema = z.object({
  assured: z.boolean(),
  replacements: z.array(ZReplacementSchema),
  can: z.object({ requestReplacement: z.boolean() }),
});
export type TProjectAssurance = z.infer<typeof ZProjectAssuranceSchema>;

export const ZReplacementCandidateSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  headline: z.string().nullable(),
  score: z.number(),
});
export type TReplacementCandidate = z.infer<typeof ZReplacementCandidateSchema>;

export const ZAdminReplacementSchema = ZReplacementSchema.extend({
  projectTitle: z.string(),
  clientName: z.string().nullable(),
});
export const ZAdminReplacementListSchema = z.object({ replacements: z.array(ZAdminReplacementSchema) });
export type TAdminReplacementList = z.infer<typeof ZAdminReplacementListSchema>;

export const ZReplacementShortlistSchema = z.object({ candidates: z.array(ZReplacementCandidateSchema) });
export type TReplacementShortlist = z.infer<typeof ZReplacementShortlistSchema>;

export const ZCompleteReplacementBodySchema = z.object({ newExpertId: z.uuid() });

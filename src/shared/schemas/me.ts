import { z } from 'zod';
import { EXPERT_STATUSES } from '../domain/experts';

export const ZViewerSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string().nullable(),
  isAdmin: z.boolean(),
  mfaEnabled: z.boolean(),
  /** An admin who must turn on two-factor authentication first; `isAdmin` is false until then. */
  adminMfaRequired: z.boolean(),
  /** An admin allowed this client to fund milestones by bank transfer against an invoice. */
  bankTransferEnabled: z.boolean(),
  /** The person's expert application or standing; null when they never applied. */
  expertStatus: z.enum(EXPERT_STATUSES).nullable(),
});
export type TViewer = z.infer<typeof ZViewerSchema>;

export const ZMeResponseSchema = z.object({ viewer: ZViewerSchema.nullable() });
export type TMeResponse = z.infer<typeof ZMeResponseSchema>;

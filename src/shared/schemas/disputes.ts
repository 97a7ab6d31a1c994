import { z } from 'zod';
import { DISPUTE_EVENT_KINDS, DISPUTE_RESOLUTIONS, DISPUTE_STATUSES } from '../domain/disputes';
import { DISPUTE_TEXT_MAX_LENGTH } from '../domain/limits';
import { PROJECT_ROLES } from '../domain/projects';

const ZTimestamp = z.iso.datetime({ offset: true });
/** Text a person writes; `empty` is what they read when there is none. */
const ZText = (empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(DISPUTE_TEXT_MAX_LENGTH, `Please keep it under ${DISPUTE_TEXT_MAX_LENGTH} characters`);

/** The client disputes a funded milestone (or, with milestoneId null, a pack project's escrow). */
export const ZOpenDisputeBodySchema = z.object({
  milestoneId: z.uuid().nullable(),
  reason: ZText('Please explain why you are disputing this milestone'),
});
export type TOpenDisputeBody = z.infer<typeof ZOpenDisputeBodySchema>;

export const ZDisputeMessageBodySchema = z.object({ body: ZText('Please write your message') });
export type TDisputeMessageBody = z.infer<typeof ZDisputeMessageBodySchema>;

/** An admin resolves: release to the expert, a partial refund (0 < refund < amount, rest released), a full refund. */
export const ZResolveDisputeBodySchema = z.discriminatedUnion('resolution', [
  z.object({ resolution: z.literal('release'), note: z.string().trim().max(DISPUTE_TEXT_MAX_LENGTH).optional() }),
  z.object({
    resolution: z.literal('partial_refund'),
    refundAmount: z.number().int().positive(),
    note: z.string().trim().max(DISPUTE_TEXT_MAX_LENGTH).optional(),
  }),
  z.object({ resolution: z.literal('full_refund'), note: z.string().trim().max(DISPUTE_TEXT_MAX_LENGTH).optional() }),
]);
export type TResolveDisputeBody = z.infer<typeof ZResolveDisputeBodySchema>;

export const ZDisputeEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DISPUTE_EVENT_KINDS),
  body: z.string(),
  authorName: z.string().nullable(),
  authorRole: z.enum(PROJECT_ROLES).nullable(),
  createdAt: ZTimestamp,
});

export const ZDisputeFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
  uploadedAt: ZTimestamp,
});
export type TDisputeFile = z.infer<typeof ZDisputeFileSchema>;

export const ZDisputeSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  milestoneId: z.uuid().nullable(),
  milestoneTitle: z.string().nullable(),
  reason: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  resolution: z.enum(DISPUTE_RESOLUTIONS).nullable(),
  refundAmount: z.number().int().nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: ZTimestamp.nullable(),
  createdAt: ZTimestamp,
  events: z.array(ZDisputeEventSchema),
  files: z.array(ZDisputeFileSchema),
});
export type TDispute = z.infer<typeof ZDisputeSchema>;

/** A project's disputes (newest first) and what the viewer may do. */
export const ZProjectDisputesSchema = z.object({
  disputes: z.array(ZDisputeSchema),
  /** Milestones (or the pack escrow, id null) the client may dispute now. */
  disputable: z.array(z.object({ milestoneId: z.uuid().nullable(), title: z.string(), amount: z.number().int() })),
  can: z.object({ open: z.boolean(), answer: z.boolean(), comment: z.boolean(), resolve: z.boolean() }),
});
export type TProjectDisputes = z.infer<typeof ZProjectDisputesSchema>;

export const ZAdminDisputeSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  milestoneTitle: z.string().nullable(),
  status: z.enum(DISPUTE_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  clientName: z.string().nullable(),
  reason: z.string(),
  createdAt: ZTimestamp,
});
export const ZAdminDisputeListSchema = z.object({ disputes: z.array(ZAdminDisputeSchema) });
export type TAdminDisputeList = z.infer<typeof ZAdminDisputeListSchema>;

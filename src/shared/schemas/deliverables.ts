import { z } from 'zod';
import { DELIVERABLE_TITLE_REQUIRED } from '../domain/deliverables';
import {
  DELIVERABLE_DESCRIPTION_MAX_LENGTH,
  DELIVERABLE_TITLE_MAX_LENGTH,
  REVISION_REASON_MAX_LENGTH,
} from '../domain/limits';
import { DELIVERABLE_STATUSES, FILE_QA_DECISIONS } from '../domain/projects';
import { ZPageInfoSchema } from './paging';

const ZDate = z.iso.datetime({ offset: true });

export const ZDeliverableFileSchema = z.object({
  id: z.uuid(),
  versionNumber: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileType: z.string(),
  checksum: z.string().nullable(),
  uploadedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  uploadedAt: ZDate,
  qaDecision: z.enum(FILE_QA_DECISIONS),
  qaNote: z.string().nullable(),
});
export type TDeliverableFile = z.infer<typeof ZDeliverableFileSchema>;

export const ZDeliverableSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  milestoneId: z.uuid().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: ZDate.nullable(),
  status: z.enum(DELIVERABLE_STATUSES),
  submittedAt: ZDate.nullable(),
  qaApprovedAt: ZDate.nullable(),
  approvedAt: ZDate.nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: ZDate,
  /** Newest version first. */
  files: z.array(ZDeliverableFileSchema),
});
export type TDeliverable = z.infer<typeof ZDeliverableSchema>;

export const ZDeliverableListSchema = z.object({
  deliverables: z.array(ZDeliverableSchema),
  viewerRole: z.enum(['client', 'freelancer', 'admin']),
  /** The upload size limit (UPLOAD_MAX_MB) in bytes. */
  uploadMaxBytes: z.number().int(),
});
export type TDeliverableList = z.infer<typeof ZDeliverableListSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => value || null);

export const ZCreateDeliverableSchema = z.object({
  title: z.string().trim().min(1, DELIVERABLE_TITLE_REQUIRED).max(DELIVERABLE_TITLE_MAX_LENGTH),
  description: optionalText(DELIVERABLE_DESCRIPTION_MAX_LENGTH),
  /** A day (YYYY-MM-DD) or a full timestamp. */
  dueDate: z
    .union([z.iso.date(), ZDate])
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null)),
  milestoneId: z.uuid().optional().nullable(),
});
export type TCreateDeliverable = z.input<typeof ZCreateDeliverableSchema>;

export const ZRevisionRequestSchema = z.object({
  reason: z.string().trim().min(1, 'Please give a reason for the revision').max(REVISION_REASON_MAX_LENGTH),
});
export type TRevisionRequest = z.infer<typeof ZRevisionRequestSchema>;

export const ZDeliverableParamsSchema = z.object({ projectId: z.uuid(), id: z.uuid() });
export const ZDeliverableFileParamsSchema = z.object({ projectId: z.uuid(), id: z.uuid(), fileId: z.uuid() });

export const ZQaQueueItemSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  title: z.string(),
  submittedAt: ZDate.nullable(),
  /** The version the row names and downloads. */
  latestFile: ZDeliverableFileSchema.pick({
    id: true,
    versionNumber: true,
    fileName: true,
    fileSize: true,
    uploadedBy: true,
  }).nullable(),
});
export type TQaQueueItem = z.infer<typeof ZQaQueueItemSchema>;
/** One page of the QA Queue, oldest submission first (`?page=`, `?pageSize=`), and how many are waiting. */
export const ZQaQueueSchema = z.object({ items: z.array(ZQaQueueItemSchema), ...ZPageInfoSchema.shape });
export type TQaQueue = z.infer<typeof ZQaQueueSchema>;

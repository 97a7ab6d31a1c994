import { z } from 'zod';
import {
  DELIVERABLE_STATUSES,
  MILESTONE_PAYMENT_STATUSES,
  MILESTONE_STATUSES,
  PROJECT_ROLES,
  PROJECT_STATUSES,
} from '../domain/projects';
import { ZPageInfoSchema } from './paging';
import { cancelProjectBodySchema } from './project-form-bodies';

const ZTimestamp = z.iso.datetime({ offset: true });

export const ZProjectSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(PROJECT_STATUSES),
  isCustom: z.boolean(),
  totalPrice: z.number().int(),
  currency: z.string(),
  createdAt: ZTimestamp,
});
export type TProjectSummary = z.infer<typeof ZProjectSummarySchema>;

export const ZProjectListSchema = z.object({ projects: z.array(ZProjectSummarySchema) });
export type TProjectList = z.infer<typeof ZProjectListSchema>;

/** One page of a person's projects, newest first (`?page=`, `?pageSize=`), how many there are and how many are active. */
export const ZProjectPageSchema = ZProjectListSchema.extend({
  ...ZPageInfoSchema.shape,
  /** Those in an active status (the dashboard's Active Projects counter). */
  active: z.number().int().min(0),
});
export type TProjectPage = z.infer<typeof ZProjectPageSchema>;

export const ZProjectParticipantSchema = z.object({
  userId: z.uuid(),
  fullName: z.string().nullable(),
  email: z.string(),
  role: z.enum(PROJECT_ROLES),
  /** For the freelancer: how the client sees their expert (null for others, or before a profile exists). */
  expert: z
    .object({
      headline: z.string().nullable(),
      ratingAverage: z.number().nullable(),
      ratingCount: z.number().int().min(0),
      completedProjects: z.number().int().min(0),
    })
    .nullable(),
});
export type TProjectParticipant = z.infer<typeof ZProjectParticipantSchema>;

export const ZProjectDeliverableSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: ZTimestamp.nullable(),
  status: z.enum(DELIVERABLE_STATUSES),
  submittedAt: ZTimestamp.nullable(),
  approvedAt: ZTimestamp.nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TProjectDeliverable = z.infer<typeof ZProjectDeliverableSchema>;

export const ZProjectMilestoneSchema = z.object({
  id: z.uuid(),
  milestoneNumber: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  amount: z.number().int(),
  dueDate: ZTimestamp.nullable(),
  paymentStatus: z.enum(MILESTONE_PAYMENT_STATUSES),
  /** Refunded when its project was cancelled: settled, but not work completed. */
  refunded: z.boolean(),
});
export type TProjectMilestone = z.infer<typeof ZProjectMilestoneSchema>;

export const ZProjectDetailSchema = ZProjectSummarySchema.extend({
  /** The viewer's role on this project; an admin who is not a participant acts as admin. */
  viewerRole: z.enum(PROJECT_ROLES),
  participants: z.array(ZProjectParticipantSchema),
  deliverables: z.array(ZProjectDeliverableSchema),
  milestones: z.array(ZProjectMilestoneSchema),
  /** Set once the project is cancelled (decision 032). */
  cancelledAt: ZTimestamp.nullable(),
  cancellationReason: z.string().nullable(),
  /** Minor units the cancellation refunded to the client. */
  cancellationRefund: z.number().int().nullable(),
});
export type TProjectDetail = z.infer<typeof ZProjectDetailSchema>;

export { CANCELLATION_REASON_MAX, CANCELLATION_REASON_MIN, type TCancelProjectBody } from './project-form-bodies';
export const ZCancelProjectBodySchema = cancelProjectBodySchema();

/** Whether the viewer may cancel the project now, why not, and what cancelling would refund to the client. */
export const ZProjectCancellationSchema = z.object({
  allowed: z.boolean(),
  /** Why the viewer may not cancel (null when allowed). */
  blockedReason: z.string().nullable(),
  /** Minor units refunded in full to the client: funded escrow not released. */
  refundAmount: z.number().int(),
  currency: z.string(),
});
export type TProjectCancellation = z.infer<typeof ZProjectCancellationSchema>;

export const ZProjectCancelledSchema = z.object({
  id: z.uuid(),
  status: z.enum(PROJECT_STATUSES),
  cancelledAt: ZTimestamp,
  cancellationReason: z.string().nullable(),
  refundedAmount: z.number().int(),
  currency: z.string(),
});
export type TProjectCancelled = z.infer<typeof ZProjectCancelledSchema>;

export const ZAdminProjectSchema = ZProjectSummarySchema.extend({ participantNames: z.array(z.string()) });
export const ZAdminProjectListSchema = z.object({ projects: z.array(ZAdminProjectSchema) });
export type TAdminProjectList = z.infer<typeof ZAdminProjectListSchema>;

import { z } from 'zod';
import { MILESTONE_PAYMENT_STATUSES, MILESTONE_STATUSES } from '../domain/projects';

const ZDate = z.iso.datetime({ offset: true });

export const ZMilestoneSchema = z.object({
  id: z.uuid(),
  milestoneNumber: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(MILESTONE_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  dueDate: ZDate.nullable(),
  paymentStatus: z.enum(MILESTONE_PAYMENT_STATUSES),
  fundedAt: ZDate.nullable(),
  qaPassedAt: ZDate.nullable(),
  frozenAt: ZDate.nullable(),
  completedAt: ZDate.nullable(),
  /** Refunded to the client when the project was cancelled. */
  refundedAt: ZDate.nullable(),
  /** Minor units refunded because the milestone was paid more than once (0 when it never was). */
  duplicateRefundedAmount: z.number().int().nonnegative(),
  /** When escrow is released without client action (submitted, not frozen); null otherwise. */
  autoReleaseAt: ZDate.nullable(),
});
export type TMilestone = z.infer<typeof ZMilestoneSchema>;

export const ZMilestoneListSchema = z.object({
  milestones: z.array(ZMilestoneSchema),
  viewerRole: z.enum(['client', 'freelancer', 'admin']),
  autoReleaseDays: z.number().int(),
  /** The client's purchase-order reference, printed on the project's invoices. */
  purchaseOrderReference: z.string().nullable(),
});
export type TMilestoneList = z.infer<typeof ZMilestoneListSchema>;

export const ZMilestoneParamsSchema = z.object({ projectId: z.uuid(), milestoneId: z.uuid() });
export const ZMilestoneCheckoutResponseSchema = z.object({ url: z.url() });
export const ZVerifyMilestonePaymentResponseSchema = z.object({ project_id: z.uuid(), milestone_id: z.uuid() });
export type TVerifyMilestonePaymentResponse = z.infer<typeof ZVerifyMilestonePaymentResponseSchema>;

import { z } from 'zod';

export const NOTIFICATION_TYPES = [
  'quote_received',
  'quote_approved',
  'quote_rejected',
  'payment_confirmed',
  'deliverable_submitted',
  'deliverable_approved',
  'deliverable_rejected',
  'project_completed',
  'project_cancelled',
  'milestone_funded',
  'bank_transfer_expected',
  'bank_transfer_overdue',
  'payment_refunded',
  'document_issued',
  'milestone_ready',
  'escrow_released',
  'auto_release_reminder',
  'payout_sent',
  'dispute_opened',
  'dispute_updated',
  'dispute_resolved',
  'rating_received',
  'replacement_requested',
  'expert_replaced',
  'admin_review_required',
  'brief_qa_required',
  'brief_proposal_ready',
  'invitation_received',
  'invitation_accepted',
  'invitation_closed',
  'invitations_exhausted',
  'expert_assigned',
  'expert_application_received',
  'expert_approved',
  'expert_rejected',
  'expert_suspended',
  'agency_invitation',
  'agency_member_joined',
  'meeting_scheduled',
  'meeting_rescheduled',
  'meeting_cancelled',
  'backup_failed',
  'system',
] as const;
export const ZNotificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationTypeSchema>;

export const ZNotificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  relatedId: z.uuid().nullable(),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TNotification = z.infer<typeof ZNotificationSchema>;

/** What the live `notification` push carries: ids and the type only; pages refetch the rest. */
export const ZNotificationPushSchema = ZNotificationSchema.pick({ id: true, type: true, relatedId: true });
export type TNotificationPush = z.infer<typeof ZNotificationPushSchema>;

export const ZNotificationListSchema = z.object({
  notifications: z.array(ZNotificationSchema),
  unreadCount: z.number().int().min(0),
});
export type TNotificationList = z.infer<typeof ZNotificationListSchema>;

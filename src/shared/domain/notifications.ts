/** Newest notifications shown in the bell panel. */
export const NOTIFICATION_LIST_LIMIT = 20;

/** Where a notification leads (its page), from its type and related id; null when it has no page of its own. */
export function notificationLink(notification: { type: string; relatedId: string | null }): string | null {
  const id = notification.relatedId;
  switch (notification.type) {
    case 'admin_review_required':
      return '/admin/quote-reviews';
    case 'brief_qa_required':
      return '/admin/brief-qa';
    case 'brief_proposal_ready':
      return id ? `/dashboard/briefs/${id}` : '/dashboard';
    case 'expert_application_received':
      return id ? `/admin/experts/${id}` : '/admin/experts';
    case 'expert_approved':
    case 'expert_rejected':
    case 'expert_suspended':
      return '/expert';
    case 'quote_received':
      return id ? `/quote/${id}` : null;
    case 'deliverable_submitted':
      return '/admin/qa-queue';
    case 'backup_failed':
      return '/admin/settings';
    // Project events carry the project's id.
    case 'payment_confirmed':
    case 'expert_assigned':
    case 'deliverable_approved':
    case 'deliverable_rejected':
    case 'project_completed':
    case 'project_cancelled':
    case 'milestone_funded':
    case 'milestone_ready':
    case 'escrow_released':
    case 'auto_release_reminder':
    case 'dispute_opened':
    case 'dispute_updated':
    case 'dispute_resolved':
    case 'rating_received':
    case 'replacement_requested':
    case 'expert_replaced':
      return id ? `/project/${id}` : null;
    case 'meeting_scheduled':
    case 'meeting_rescheduled':
    case 'meeting_cancelled':
      return id ? `/project/${id}?tab=meetings` : null;
    case 'payment_refunded':
      return id ? `/project/${id}?tab=milestones` : null;
    case 'payout_sent':
      return '/expert?tab=earnings';
    case 'invitation_received':
    case 'invitation_closed':
      return id ? `/expert/invitations/${id}` : null;
    case 'invitation_accepted':
    case 'invitations_exhausted':
      return id ? `/admin/matching?request=${id}` : '/admin/matching';
    case 'agency_invitation':
      return id ? `/agency/invitations/${id}` : '/agency';
    case 'agency_member_joined':
      return id ? `/agency?agency=${id}` : '/agency';
    default:
      return null;
  }
}

import { describe, expect, it } from 'vitest';
import { notificationLink } from './notifications';

describe('notificationLink: a notification opens what it is about', () => {
  it.each([
    ['quote_received', 'q1', '/quote/q1'],
    ['admin_review_required', 'q1', '/admin/quote-reviews'],
    ['brief_qa_required', 'b1', '/admin/brief-qa'],
    ['brief_proposal_ready', 'b1', '/dashboard/briefs/b1'],
    ['deliverable_submitted', 'p1', '/admin/qa-queue'],
    ['backup_failed', null, '/admin/settings'],
    ['deliverable_approved', 'p1', '/project/p1'],
    ['deliverable_rejected', 'p1', '/project/p1'],
    ['milestone_funded', 'p1', '/project/p1'],
    ['dispute_opened', 'p1', '/project/p1'],
    ['project_completed', 'p1', '/project/p1'],
    ['meeting_scheduled', 'p1', '/project/p1?tab=meetings'],
    ['payout_sent', 'x', '/expert?tab=earnings'],
    ['expert_application_received', 'u1', '/admin/experts/u1'],
    ['expert_approved', 'u1', '/expert'],
    ['invitation_received', 'i1', '/expert/invitations/i1'],
    ['invitation_accepted', 'r1', '/admin/matching?request=r1'],
    ['invitations_exhausted', null, '/admin/matching'],
  ])('%s → %s', (type, relatedId, link) => {
    expect(notificationLink({ type, relatedId })).toBe(link);
  });

  it('has no link for a system message', () => {
    expect(notificationLink({ type: 'system', relatedId: null })).toBeNull();
  });
});

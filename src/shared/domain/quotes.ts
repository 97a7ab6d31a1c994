import { toMinorUnits } from './money';

/**
 * Quote lifecycle. Authoring submits a quote: at or above the approval threshold it waits in pending_admin_review
 * (admin Approve → sent, Hold → on_hold), below it goes straight to sent. The client answers a sent, unexpired quote:
 * approved, rejected, or modified (changes requested) → the author revises and resubmits. A job marks past-expiry
 * sent quotes expired. `draft` is reserved for quotes saved before submitting.
 */
export const QUOTE_STATUSES = [
  'draft',
  'pending_admin_review',
  'on_hold',
  'sent',
  'approved',
  'rejected',
  'modified',
  'expired',
] as const;
export type TQuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<TQuoteStatus, string> = {
  draft: 'Draft',
  pending_admin_review: 'Pending review',
  on_hold: 'On hold',
  sent: 'Sent',
  approved: 'Approved',
  rejected: 'Rejected',
  modified: 'Changes requested',
  expired: 'Expired',
};

/** The admin gate acts on these; Hold only on the first. */
export const ADMIN_REVIEW_STATUSES: readonly TQuoteStatus[] = ['pending_admin_review', 'on_hold'];
/** The author may revise a quote in these states and resubmit it. */
export const REVISABLE_STATUSES: readonly TQuoteStatus[] = ['modified', 'on_hold'];

/** expires_at defaults to 14 days after sending (marketplace rules). */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 14;

export type TQuoteMilestone = { title: string; description: string; amount: number };

export const sumMilestones = (milestones: readonly Pick<TQuoteMilestone, 'amount'>[]): number =>
  milestones.reduce((total, milestone) => total + milestone.amount, 0);

/** The quote_approval_threshold setting: whole major units of its own currency (5000 gbp = £5,000). */
export type TApprovalThreshold = { amount: number; currency: string };

/** The threshold in minor units, as quotes hold their amounts. */
export const thresholdInMinor = (threshold: TApprovalThreshold): number =>
  toMinorUnits(threshold.amount, threshold.currency);

/** At or above the threshold the quote waits for an admin before it reaches the client. */
export function needsAdminReview(totalAmount: number, threshold: TApprovalThreshold): boolean {
  return totalAmount >= thresholdInMinor(threshold);
}

/** Shown as expired when marked so, or when a sent quote's expiry has passed before the job got to it. */
export function isQuoteExpired(
  quote: { status: TQuoteStatus; expiresAt: string | Date | null },
  now: Date = new Date(),
): boolean {
  if (quote.status === 'expired') return true;
  return quote.status === 'sent' && quote.expiresAt !== null && new Date(quote.expiresAt).getTime() <= now.getTime();
}

/** A client may answer a quote only while it is sent and not past its expiry. */
export function isQuoteActionable(
  quote: { status: TQuoteStatus; expiresAt: string | Date | null },
  now: Date = new Date(),
): boolean {
  return quote.status === 'sent' && !isQuoteExpired(quote, now);
}

/**
 * Presenting rule: a request's sent quotes reach the client once `minQuotes` have been sent, or once the
 * invitation window has closed (whatever number was sent by then).
 */
export function isPresenting({
  sentCount,
  minQuotes,
  windowEndsAt,
  now = new Date(),
}: {
  sentCount: number;
  minQuotes: number;
  windowEndsAt: Date;
  now?: Date;
}): boolean {
  return sentCount > 0 && (sentCount >= minQuotes || windowEndsAt.getTime() <= now.getTime());
}

/**
 * The one label and tone of every status a person can see (docs/product-language.md). Screens, reports and e-mails
 * read their wording from here, so a project that is "Awaiting expert" on the dashboard is "Awaiting expert" in the
 * admin list and in the e-mail too.
 */
import { BRIEF_STATUS_LABELS, type TBriefStatus } from './brief-options';
import { EXPERT_STATUS_LABELS, type TExpertStatus } from './experts';
import type { TInvitationStatus } from './invitations';
import type { TMeetingDisplayStatus } from './meetings';
import type { TOrderStatus } from './orders';
import type {
  TDeliverableStatus,
  TFileQaDecision,
  TMilestonePaymentStatus,
  TMilestoneStatus,
  TProjectStatus,
} from './projects';
import { QUOTE_STATUS_LABELS, type TQuoteStatus } from './quotes';
import { REQUEST_STATUS_LABELS, type TRequestStatus } from './requests';

/** Colour families: done, waiting on someone, ended badly, informational, and quiet (not started or set aside). */
export const STATUS_TONES = ['success', 'waiting', 'danger', 'info', 'quiet'] as const;
export type TStatusTone = (typeof STATUS_TONES)[number];

type TStatusEntry = { label: string; tone: TStatusTone };
type TStatusTable<TStatus extends string> = Record<TStatus, TStatusEntry>;

const entry = (label: string, tone: TStatusTone): TStatusEntry => ({ label, tone });

const PROJECT: TStatusTable<TProjectStatus> = {
  // A project is draft only while a paid pack waits for its expert: the money is in, so "Draft" would mislead.
  draft: entry('Awaiting expert', 'waiting'),
  active: entry('Active', 'info'),
  on_hold: entry('On hold', 'waiting'),
  completed: entry('Completed', 'success'),
  cancelled: entry('Cancelled', 'danger'),
};

const BRIEF: TStatusTable<TBriefStatus> = {
  draft: entry(BRIEF_STATUS_LABELS.draft, 'quiet'),
  submitted: entry(BRIEF_STATUS_LABELS.submitted, 'waiting'),
  qa_in_review: entry(BRIEF_STATUS_LABELS.qa_in_review, 'waiting'),
  qa_passed: entry(BRIEF_STATUS_LABELS.qa_passed, 'info'),
  proposal_ready: entry(BRIEF_STATUS_LABELS.proposal_ready, 'info'),
  accepted: entry(BRIEF_STATUS_LABELS.accepted, 'success'),
  archived: entry(BRIEF_STATUS_LABELS.archived, 'quiet'),
};

const QUOTE: TStatusTable<TQuoteStatus> = {
  draft: entry(QUOTE_STATUS_LABELS.draft, 'quiet'),
  pending_admin_review: entry(QUOTE_STATUS_LABELS.pending_admin_review, 'waiting'),
  on_hold: entry(QUOTE_STATUS_LABELS.on_hold, 'waiting'),
  sent: entry(QUOTE_STATUS_LABELS.sent, 'info'),
  modified: entry(QUOTE_STATUS_LABELS.modified, 'waiting'),
  approved: entry(QUOTE_STATUS_LABELS.approved, 'success'),
  rejected: entry(QUOTE_STATUS_LABELS.rejected, 'danger'),
  expired: entry(QUOTE_STATUS_LABELS.expired, 'danger'),
};

const REQUEST: TStatusTable<TRequestStatus> = {
  new: entry(REQUEST_STATUS_LABELS.new, 'quiet'),
  reviewed: entry(REQUEST_STATUS_LABELS.reviewed, 'waiting'),
  quoted: entry(REQUEST_STATUS_LABELS.quoted, 'info'),
  approved: entry(REQUEST_STATUS_LABELS.approved, 'success'),
  in_progress: entry(REQUEST_STATUS_LABELS.in_progress, 'info'),
};

const DELIVERABLE: TStatusTable<TDeliverableStatus> = {
  pending: entry('Pending', 'quiet'),
  in_progress: entry('In progress', 'info'),
  submitted: entry('Submitted · in QA', 'waiting'),
  ready_for_client: entry('Ready for client', 'info'),
  approved: entry('Approved', 'success'),
  revision_requested: entry('Revision requested', 'waiting'),
};

const MILESTONE: TStatusTable<TMilestoneStatus> = {
  pending: entry('Pending', 'quiet'),
  in_progress: entry('In progress', 'info'),
  submitted: entry('Submitted', 'waiting'),
  completed: entry('Completed', 'success'),
};

/** Spec section 4: succeeded shows as Paid, none as No Payment. */
const PAYMENT: TStatusTable<TMilestonePaymentStatus> = {
  none: entry('No Payment', 'quiet'),
  pending: entry('Pending', 'waiting'),
  awaiting_transfer: entry('Awaiting transfer', 'waiting'),
  succeeded: entry('Paid', 'success'),
  failed: entry('Failed', 'danger'),
  canceled: entry('Canceled', 'quiet'),
};

const ORDER: TStatusTable<TOrderStatus> = {
  pending: entry('Pending', 'waiting'),
  paid: entry('Paid', 'success'),
  failed: entry('Failed', 'danger'),
  canceled: entry('Canceled', 'quiet'),
  refunded: entry('Refunded', 'quiet'),
};

/** Spec section 4 names the undecided QA decision Pending. */
const QA_DECISION: TStatusTable<TFileQaDecision | 'rejected'> = {
  pending: entry('Pending', 'waiting'),
  approved: entry('Approved', 'success'),
  needs_revision: entry('Needs revision', 'waiting'),
  rejected: entry('Rejected', 'danger'),
};

const EXPERT: TStatusTable<TExpertStatus> = {
  applied: entry(EXPERT_STATUS_LABELS.applied, 'waiting'),
  vetted: entry(EXPERT_STATUS_LABELS.vetted, 'success'),
  rejected: entry(EXPERT_STATUS_LABELS.rejected, 'danger'),
  suspended: entry(EXPERT_STATUS_LABELS.suspended, 'quiet'),
};

const INVITATION: TStatusTable<TInvitationStatus> = {
  pending: entry('Pending', 'waiting'),
  accepted: entry('Accepted', 'success'),
  declined: entry('Declined', 'danger'),
  expired: entry('Expired', 'quiet'),
};

const MEETING: TStatusTable<TMeetingDisplayStatus> = {
  Upcoming: entry('Upcoming', 'info'),
  Live: entry('Live', 'success'),
  Completed: entry('Completed', 'quiet'),
  Scheduled: entry('Scheduled', 'quiet'),
};

export const STATUS_MAP = {
  project: PROJECT,
  brief: BRIEF,
  quote: QUOTE,
  request: REQUEST,
  deliverable: DELIVERABLE,
  milestone: MILESTONE,
  payment: PAYMENT,
  order: ORDER,
  qaDecision: QA_DECISION,
  expert: EXPERT,
  invitation: INVITATION,
  meeting: MEETING,
} as const;

export type TStatusKind = keyof typeof STATUS_MAP;
export type TStatusOf<TKind extends TStatusKind> = keyof (typeof STATUS_MAP)[TKind] & string;

/** The label and tone of one status of one kind of object. */
export function statusEntry<TKind extends TStatusKind>(kind: TKind, status: TStatusOf<TKind>): TStatusEntry {
  return (STATUS_MAP[kind] as Record<string, TStatusEntry>)[status]!;
}

/** "Awaiting expert" for a draft project; the word every screen and e-mail uses. */
export const statusText = <TKind extends TStatusKind>(kind: TKind, status: TStatusOf<TKind>): string =>
  statusEntry(kind, status).label;

/** Project lifecycle (marketplace rules): draft → active → completed | cancelled, plus on_hold. */
export const PROJECT_STATUSES = ['draft', 'active', 'completed', 'cancelled', 'on_hold'] as const;
export type TProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_ROLES = ['client', 'freelancer', 'admin'] as const;
export type TProjectRole = (typeof PROJECT_ROLES)[number];

/** Deliverables: pending → in_progress → submitted → (QA) ready_for_client → approved, or revision_requested. */
export const DELIVERABLE_STATUSES = [
  'pending',
  'in_progress',
  'submitted',
  'ready_for_client',
  'approved',
  'revision_requested',
] as const;
export type TDeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

/** The QA decision recorded on each uploaded version (spec section 4's values that apply to human QA). */
export const FILE_QA_DECISIONS = ['pending', 'approved', 'needs_revision'] as const;
export type TFileQaDecision = (typeof FILE_QA_DECISIONS)[number];

/** Outcome Assurance replacement requests. */
export const REPLACEMENT_STATUSES = ['requested', 'completed', 'declined'] as const;
export type TReplacementStatus = (typeof REPLACEMENT_STATUSES)[number];

export const MILESTONE_STATUSES = ['pending', 'in_progress', 'submitted', 'completed'] as const;
export type TMilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const MILESTONE_PAYMENT_STATUSES = [
  'none',
  'pending',
  'awaiting_transfer',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type TMilestonePaymentStatus = (typeof MILESTONE_PAYMENT_STATUSES)[number];

/** Projects not yet completed or cancelled (an account with one cannot be deleted). */
export const OPEN_PROJECT_STATUSES: readonly TProjectStatus[] = ['draft', 'active', 'on_hold'];

/**
 * What the "Active Projects" counters count: the projects whose badge reads Active. A paid pack still awaiting its
 * expert, or a project on hold, is open but not active.
 */
export const ACTIVE_PROJECT_STATUSES: readonly TProjectStatus[] = ['active'];

/**
 * Custom-project progress (second document, section 9): completed milestones over all, as a rounded percent. A
 * milestone refunded when its project was cancelled is closed, not completed work, so it does not count as done.
 */
export function milestoneProgress(milestones: readonly { status: TMilestoneStatus; refunded?: boolean }[]): {
  completed: number;
  total: number;
  percent: number;
} {
  const total = milestones.length;
  const completed = milestones.filter((milestone) => milestone.status === 'completed' && !milestone.refunded).length;
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}

/**
 * Overdue (spec section 9: due date past and the milestone not done): one rule for the project's Milestones tab,
 * Insights and the admin report. Funding a milestone pays it into escrow; it is still work owed, so a funded
 * milestone past its date is overdue too.
 */
export function isMilestoneOverdue(
  milestone: { dueDate: string | Date | null; status: TMilestoneStatus },
  now: Date = new Date(),
): boolean {
  return (
    milestone.dueDate !== null &&
    new Date(milestone.dueDate).getTime() < now.getTime() &&
    milestone.status !== 'completed'
  );
}

/** "freelancer" → "Freelancer"; "on_hold" → "On hold". */
export function statusLabel(value: string): string {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

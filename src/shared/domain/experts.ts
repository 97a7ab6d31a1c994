/** An expert's application and standing: applied → vetted | rejected | suspended (a suspended expert may be reinstated). */
export const EXPERT_STATUSES = ['applied', 'vetted', 'rejected', 'suspended'] as const;
export type TExpertStatus = (typeof EXPERT_STATUSES)[number];

/** The four vetting steps the marketing promises, in order. */
export const VETTING_STEPS = ['review', 'skills_assessment', 'client_interview', 'onboarding'] as const;
export type TVettingStep = (typeof VETTING_STEPS)[number];
export type TVettingChecklist = Partial<Record<TVettingStep, { done: boolean; notes: string; at: string | null }>>;

export const VETTING_STEP_LABELS: Record<TVettingStep, string> = {
  review: 'Application review',
  skills_assessment: 'Skills assessment',
  client_interview: 'Client interview',
  onboarding: 'Onboarding',
};

export type TExpertLink = { label: string; url: string };

export const EXPERT_STATUS_LABELS: Record<TExpertStatus, string> = {
  applied: 'Applied',
  vetted: 'Vetted',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

/** What each status means to the applicant, shown beside it in the expert area. */
export const EXPERT_STATUS_DESCRIPTIONS: Record<TExpertStatus, string> = {
  applied:
    'Your application is being reviewed. Vetting has four steps: application review, skills assessment, client interview and onboarding. We e-mail you when we decide.',
  vetted: 'You are a vetted expert: clients can find your profile and you can be invited to projects.',
  rejected: 'Your application was not accepted.',
  suspended: 'Your expert profile is suspended: you are not matched or invited while it is.',
};

/** Which decisions an admin may take from each status (approve also reinstates a suspended expert). */
export const EXPERT_DECISIONS_FROM: Record<'approve' | 'reject' | 'suspend', readonly TExpertStatus[]> = {
  approve: ['applied', 'suspended'],
  reject: ['applied'],
  suspend: ['vetted'],
};

/** The vetting steps that must be ticked, with a score set, before an application can be approved. */
export const STEPS_REQUIRED_TO_APPROVE: readonly TVettingStep[] = ['review', 'skills_assessment', 'client_interview'];

/**
 * The spec's CSAT badge (§9): ≥ 4.5 Excellent, ≥ 4 Good, ≥ 3.5 Average, > 0 Needs Improvement, else No Data.
 */
export function csatBadge(
  average: number | null | undefined,
): 'Excellent' | 'Good' | 'Average' | 'Needs Improvement' | 'No Data' {
  if (average === null || average === undefined || !(average > 0)) return 'No Data';
  if (average >= 4.5) return 'Excellent';
  if (average >= 4) return 'Good';
  if (average >= 3.5) return 'Average';
  return 'Needs Improvement';
}

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

import type { TProposal } from '@shared/schemas/brief-ai';

/** The proposal as the QA editor holds it: text fields, lists one item per line. */
export type TProposalForm = {
  budgetBand: string;
  weeksMin: string;
  weeksMax: string;
  roles: string;
  successMetrics: string;
  milestones: { title: string; etaDays: string; outcomes: string }[];
  assuredAddonNote: string | null;
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function toProposalForm(proposal: TProposal): TProposalForm {
  return {
    budgetBand: proposal.budget_band,
    weeksMin: String(proposal.timeline_weeks.min),
    weeksMax: String(proposal.timeline_weeks.max),
    roles: proposal.roles.join('\n'),
    successMetrics: proposal.success_metrics.join('\n'),
    milestones: proposal.milestones.map((milestone) => ({
      title: milestone.title,
      etaDays: String(milestone.eta_days),
      outcomes: milestone.outcomes.join('\n'),
    })),
    assuredAddonNote: proposal.assured_addon_note,
  };
}

const positiveInt = (text: string) => (/^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null);

/** The proposal, or what to fix first (the server checks the same rules). */
export function fromProposalForm(form: TProposalForm): { proposal: TProposal } | { error: string } {
  const min = positiveInt(form.weeksMin);
  const max = positiveInt(form.weeksMax);
  if (min === null || max === null) return { error: 'Weeks must be whole numbers above zero.' };
  if (min > max) return { error: 'The shortest timeline cannot exceed the longest.' };
  if (!form.budgetBand.trim()) return { error: 'Add a budget band.' };
  const roles = lines(form.roles);
  if (roles.length === 0) return { error: 'Add at least one role.' };
  if (form.milestones.length === 0) return { error: 'Add at least one milestone.' };
  const milestones: TProposal['milestones'] = [];
  for (const [index, milestone] of form.milestones.entries()) {
    const eta = positiveInt(milestone.etaDays);
    if (!milestone.title.trim()) return { error: `Milestone ${index + 1} needs a title.` };
    if (eta === null) return { error: `Milestone ${index + 1} needs a due day above zero.` };
    milestones.push({ title: milestone.title.trim(), eta_days: eta, outcomes: lines(milestone.outcomes) });
  }
  return {
    proposal: {
      timeline_weeks: { min, max },
      budget_band: form.budgetBand.trim(),
      roles,
      milestones,
      success_metrics: lines(form.successMetrics),
      assured_addon_note: form.assuredAddonNote,
    },
  };
}

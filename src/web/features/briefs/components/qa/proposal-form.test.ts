import { describe, expect, it } from 'vitest';
import type { TProposal } from '@shared/schemas/brief-ai';
import { fromProposalForm, toProposalForm } from './proposal-form';

const PROPOSAL: TProposal = {
  timeline_weeks: { min: 4, max: 6 },
  budget_band: '£6,000–£10,000',
  roles: ['Delivery Lead', 'QA Reviewer'],
  milestones: [{ title: 'Discovery', eta_days: 7, outcomes: ['Baseline agreed', 'Scope signed off'] }],
  success_metrics: ['Leads up 30%'],
  assured_addon_note: null,
};

describe('the QA proposal form', () => {
  it('round-trips a proposal, lists one item per line', () => {
    const form = toProposalForm(PROPOSAL);
    expect(form.roles).toBe('Delivery Lead\nQA Reviewer');
    expect(fromProposalForm(form)).toEqual({ proposal: PROPOSAL });
    expect(fromProposalForm({ ...form, roles: ' Delivery Lead \n\n Data Analyst ' })).toMatchObject({
      proposal: { roles: ['Delivery Lead', 'Data Analyst'] },
    });
  });

  it('says what to fix', () => {
    const form = toProposalForm(PROPOSAL);
    expect(fromProposalForm({ ...form, weeksMin: '8' })).toEqual({
      error: 'The shortest timeline cannot exceed the longest.',
    });
    expect(fromProposalForm({ ...form, weeksMax: 'six' })).toEqual({
      error: 'Weeks must be whole numbers above zero.',
    });
    expect(fromProposalForm({ ...form, roles: '  ' })).toEqual({ error: 'Add at least one role.' });
    expect(fromProposalForm({ ...form, milestones: [] })).toEqual({ error: 'Add at least one milestone.' });
    expect(fromProposalForm({ ...form, milestones: [{ title: 'X', etaDays: '0', outcomes: '' }] })).toEqual({
      error: 'Milestone 1 needs a due day above zero.',
    });
  });
});

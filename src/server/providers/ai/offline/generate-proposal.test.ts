import { describe, expect, it } from 'vitest';
import { ASSURED_ADDON_NOTE, TIMELINE_OPTIONS, type TTimelineOption } from '@shared/domain/brief-options';
import { ZProposalSchema, ZStructuredBriefSchema } from '@shared/schemas/brief-ai';
import type { TProposalInput } from '../ai-provider';
import { generateProposal } from './generate-proposal';

function brief(overrides: Partial<TProposalInput> = {}): TProposalInput {
  return {
    ...ZStructuredBriefSchema.parse({
      goal: 'We want to increase qualified leads by 30% in the next 3 months.',
      context: 'B2B SaaS, 45 staff, London',
      constraints: 'Must integrate with Salesforce and HubSpot',
    }),
    assured_mode: false,
    ...overrides,
  };
}

describe('generateProposal', () => {
  it('uses the spec defaults when budget and timeline are not chosen: 4–6 weeks, £6,000–£10,000, 4 milestones', () => {
    const proposal = generateProposal(brief());
    expect(proposal.timeline_weeks).toEqual({ min: 4, max: 6 });
    expect(proposal.budget_band).toBe('£6,000–£10,000');
    expect(proposal.milestones).toHaveLength(4);
    expect(proposal.milestones.at(-1)?.eta_days).toBe(42);
    expect(proposal.assured_addon_note).toBeNull();
  });

  it.each([
    ['asap', { min: 1, max: 2 }, 3],
    ['1-2-weeks', { min: 1, max: 2 }, 3],
    ['3-4-weeks', { min: 3, max: 4 }, 4],
    ['1-2-months', { min: 4, max: 8 }, 4],
    ['3-6-months', { min: 12, max: 24 }, 5],
    ['6-months-plus', { min: 24, max: 36 }, 6],
  ] as const)('maps timeline %s to %o weeks and %d milestones ending on the last day', (timeline, weeks, count) => {
    const proposal = generateProposal(brief({ timeline: timeline as TTimelineOption }));
    expect(proposal.timeline_weeks).toEqual(weeks);
    expect(proposal.milestones).toHaveLength(count);
    const etas = proposal.milestones.map((m) => m.eta_days);
    expect(etas).toEqual([...etas].sort((a, b) => a - b));
    expect(new Set(etas).size).toBe(etas.length);
    expect(etas.at(-1)).toBe(weeks.max * 7);
  });

  it('covers every timeline option', () => {
    for (const timeline of TIMELINE_OPTIONS)
      expect(() => ZProposalSchema.parse(generateProposal(brief({ timeline })))).not.toThrow();
  });

  it.each([
    ['under-5k', '£3,000–£5,000'],
    ['5k-15k', '£5,000–£15,000'],
    ['15k-50k', '£15,000–£50,000'],
    ['50k-100k', '£50,000–£100,000'],
    ['over-100k', '£100,000+'],
  ] as const)('maps budget %s to %s', (budget_range, band) => {
    expect(generateProposal(brief({ budget_range })).budget_band).toBe(band);
  });

  it('adds the Outcome Assurance note only in assured mode', () => {
    expect(generateProposal(brief({ assured_mode: true })).assured_addon_note).toBe(ASSURED_ADDON_NOTE);
  });

  it('names roles for the work the goal describes, else for its area, always ending with the QA reviewer', () => {
    expect(generateProposal(brief()).roles).toEqual(['Lead Generation Specialist', 'QA Reviewer']);
    expect(
      generateProposal(
        brief({ goal: 'Cut the time our pickers take per order by 20%', context: '3PL warehouse', constraints: '' }),
      ).roles,
    ).toEqual(['Warehouse Operations Specialist', 'Lean Specialist', 'QA Reviewer']);
    expect(
      generateProposal(
        brief({ goal: 'Get ISO 27001 certified before our renewal', context: 'fintech, 20 people', constraints: '' }),
      ).roles,
    ).toEqual(['ISO 27001 Specialist', 'QA Reviewer']);
    // Words that name no skill fall back to the roles of the area they are in.
    expect(
      generateProposal(brief({ goal: 'Sort out our support queue', context: 'call centre', constraints: '' })).roles,
    ).toEqual(['Customer Success Lead', 'Support Operations Specialist', 'QA Reviewer']);
  });

  it('names no generic role: when the words name no work, a business analyst scopes it', () => {
    const roles = generateProposal(brief({ goal: 'Modernise things', context: 'a company', constraints: '' })).roles;
    expect(roles).toEqual(['Business Analyst', 'QA Reviewer']);
  });

  it('ties milestone outcomes and success metrics to the goal metric, target and timeframe', () => {
    const proposal = generateProposal(brief());
    const outcomes = proposal.milestones.flatMap((m) => m.outcomes);
    expect(outcomes).toContain('Baseline for leads measured and agreed');
    expect(outcomes).toContain('Leads measured against the target (by 30%)');
    expect(outcomes).toContain('Integrated with Salesforce, HubSpot');
    expect(proposal.success_metrics[0]).toBe('Leads: increase qualified leads by 30% within 3 months');
  });

  it('is deterministic', () => {
    expect(generateProposal(brief({ timeline: '3-6-months' }))).toEqual(
      generateProposal(brief({ timeline: '3-6-months' })),
    );
  });
});

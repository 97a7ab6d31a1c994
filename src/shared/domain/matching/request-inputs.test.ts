import { describe, expect, it } from 'vitest';
import { matchingInputsFromBrief, matchingInputsFromPack, weeksOf } from './request-inputs';

const interpretation = (tags: string[], normalized: Record<string, string | null>) => ({ tags, normalized });

describe('matching inputs of a brief', () => {
  const inputs = matchingInputsFromBrief({
    budgetRange: '5k-15k',
    timeline: '1-2-months',
    goal: 'Cut the time our pickers take per order by 20% before peak season',
    context: '3PL warehouse, we use Notion for our SOPs and HubSpot for sales',
    constraintsText: 'Must integrate with HubSpot; GDPR compliant, Klaviyo stays. Under NDA.',
    interpretations: {
      goal: interpretation(['metric:leads', 'timeframe:2 months'], { metric: 'leads', timeframe: '2 months' }),
      context: interpretation(['industry:logistics'], { industry: 'Logistics', org_size: null, region: null }),
    },
    proposal: {
      roles: ['Outcome Strategist', 'Power BI Developer', 'QA Reviewer'],
      timeline_weeks: { min: 4, max: 8 },
    },
  });

  it("reads skills from the goal's words, the proposal's team and the constraints; products in passing are left out", () => {
    // HubSpot is to be integrated with: part of the work. Notion (context) and Klaviyo (a condition) are not.
    expect(inputs.requiredSkills).toEqual(['Warehouse Operations', 'Lean', 'Power BI', 'HubSpot', 'GDPR']);
    expect(inputs.skillSources).toEqual([
      { skill: 'Warehouse Operations', sources: [{ field: 'goal', phrase: 'pickers' }] },
      { skill: 'Lean', sources: [{ field: 'goal', phrase: 'pickers' }] },
      { skill: 'Power BI', sources: [{ field: 'proposal', phrase: 'Power BI' }] },
      { skill: 'HubSpot', sources: [{ field: 'constraints', phrase: 'HubSpot' }] },
      { skill: 'GDPR', sources: [{ field: 'constraints', phrase: 'GDPR' }] },
    ]);
  });

  it('reads the metric as the outcomes it stands for, the industry from the context', () => {
    expect(inputs.outcomeTags).toEqual(['Lead Generation', 'Pipeline Growth']);
    expect(inputs.industry).toBe('Logistics');
  });

  it("turns the budget option into money and the proposal's weeks into one expert's hours; NDA marks it sensitive", () => {
    expect(inputs).toMatchObject({ budgetMin: 500_000, budgetMax: 1_500_000, currency: 'gbp', sensitive: true });
    expect(inputs.estimatedHours).toBe(6 * 20);
  });

  it('leaves what the brief does not say empty', () => {
    const bare = matchingInputsFromBrief({
      budgetRange: null,
      timeline: null,
      goal: '',
      context: '',
      constraintsText: '',
      interpretations: {},
      proposal: null,
    });
    expect(bare).toEqual({
      industry: null,
      requiredSkills: [],
      outcomeTags: [],
      estimatedHours: null,
      budgetMin: null,
      budgetMax: null,
      currency: 'gbp',
      sensitive: false,
      skillSources: [],
    });
  });
});

describe('matching inputs of a pack', () => {
  it('tags are skills, categories outcomes, the fixed price the budget, the timeline in hours', () => {
    expect(
      matchingInputsFromPack({
        tags: ['HubSpot', 'CRM', 'hubspot'],
        categoryName: 'Sales Acceleration',
        subcategoryName: 'CRM & Sales Enablement',
        price: 650_000,
        currency: 'gbp',
        timeline: '3-4 weeks',
      }),
    ).toEqual({
      industry: null,
      requiredSkills: ['HubSpot', 'CRM'],
      outcomeTags: ['CRM & Sales Enablement'],
      estimatedHours: 70,
      budgetMin: 650_000,
      budgetMax: 650_000,
      currency: 'gbp',
      sensitive: false,
    });
  });

  it('reads weeks from the timeline text', () => {
    expect(weeksOf('3 weeks')).toBe(3);
    expect(weeksOf('4–5 weeks')).toBe(4.5);
    expect(weeksOf('about a month')).toBeNull();
  });
});

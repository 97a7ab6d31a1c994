import { describe, expect, it } from 'vitest';
import { matchingInputsFromBrief, matchingInputsFromPack, roleField, weeksOf } from './request-inputs';

const interpretation = (tags: string[], normalized: Record<string, string | null>) => ({ tags, normalized });

describe('matching inputs of a brief', () => {
  const inputs = matchingInputsFromBrief({
    budgetRange: '5k-15k',
    timeline: '1-2-months',
    constraintsText: 'Must integrate with HubSpot and Outlook; UK-hosted models only. Under NDA.',
    interpretations: {
      goal: interpretation(['metric:leads', 'timeframe:2 months'], { metric: 'leads', timeframe: '2 months' }),
      context: interpretation(['industry:saas'], { industry: 'SaaS', org_size: '40', region: 'London' }),
      constraints: interpretation(
        ['software:hubspot', 'software:outlook', 'ai:uk-hosted models only', 'compliance:gdpr'],
        {
          integration_software: 'HubSpot, Outlook',
          ai_model_compatibility: 'UK-hosted models only',
        },
      ),
    },
    proposal: { roles: ['Sales Operations Lead', 'CRM Specialist', 'QA Reviewer'], timeline_weeks: { min: 4, max: 8 } },
  });

  it('takes skills from the roles’ fields (not QA), the software and compliance; AI conditions are not skills', () => {
    expect(inputs.requiredSkills).toEqual(['Sales Operations', 'CRM', 'HubSpot', 'Outlook', 'GDPR']);
  });

  it('reads the metric as the outcomes it stands for, the industry from the context', () => {
    expect(inputs.outcomeTags).toEqual(['Lead Generation', 'Pipeline Growth']);
    expect(inputs.industry).toBe('SaaS');
  });

  it('turns the budget option into money and the weeks into hours per role; NDA marks it sensitive', () => {
    expect(inputs).toMatchObject({ budgetMin: 500_000, budgetMax: 1_500_000, currency: 'gbp', sensitive: true });
    expect(inputs.estimatedHours).toBe(6 * 20 * 2);
  });

  it('leaves what the brief does not say empty', () => {
    const bare = matchingInputsFromBrief({
      budgetRange: null,
      timeline: null,
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
    expect(roleField('Growth Marketer')).toBe('Growth');
    expect(roleField('Lead')).toBe('Lead');
  });
});

import { describe, expect, it } from 'vitest';
import { rankCandidates, skillPoolOf } from '../../../shared/domain/matching';
import { seedMatchExperts, seedPackRequests } from './seed-matching';

/** Each seeded pack and the expert the seed writes for it. */
const WRITTEN_FOR: Record<string, string> = {
  'lead-generation-sprint': 'Hannah Whitaker',
  'outbound-campaign-setup-starter': 'Marcus Lindqvist',
  'outbound-campaign-setup-pro': 'Marcus Lindqvist',
  'hubspot-crm-integration': 'Aisha Rahman',
  'b2b-sales-playbook': 'Sofia Marchetti',
  'kpi-baseline': 'Grace Adeyemi',
  'bottleneck-identification-pilot': 'Lukas Becker',
  '30-day-improvement-plan': 'Chloe Dubois',
  'sales-team-performance-review': 'Raj Malhotra',
  'workflow-automation-starter': 'Emily Carter',
  'workflow-automation-advanced': 'Diego Fernández',
  'customer-support-triage': 'Kenji Watanabe',
  'uk-gdpr-fast-track': 'Fiona MacLeod',
  'privacy-compliance-audit': 'Pieter de Vries',
  'hr-policy-templates-basic': 'Rebecca Hughes',
  'hr-policy-templates-pro': 'Rebecca Hughes',
  'iso-27001-readiness': 'Samuel Osei',
};

const WEIGHTS = {
  skills: 0.25,
  domain: 0.15,
  outcomes: 0.2,
  availability: 0.15,
  locale: 0.05,
  price: 0.1,
  vetting: 0.07,
  history: 0.03,
};

describe('matching over the seeded catalog', () => {
  const experts = seedMatchExperts();
  const context = {
    now: new Date('2026-11-01T12:00:00Z'),
    weights: WEIGHTS,
    conflictWindowDays: 60,
    sensitiveSingleProviderOnly: false,
    invitations: [],
    quotingExpertIds: [],
    skillPool: skillPoolOf(experts),
  };
  const packs = seedPackRequests().filter((pack) => pack.key in WRITTEN_FOR);

  it('covers the packs the seed writes an expert for', () => {
    expect(packs).toHaveLength(17);
  });

  it.each(packs.map((pack) => [pack.title, pack] as const))(
    '%s: its expert is first, a Strong match, 0.15 above every expert with none of its skills',
    (_title, pack) => {
      const { candidates } = rankCandidates(pack.request, experts, context);
      const first = candidates[0]!;
      expect(first.profile.fullName).toBe(WRITTEN_FOR[pack.key]);
      expect(first.score).toBeGreaterThanOrEqual(0.75);
      expect(first.reason.startsWith('Strong match.')).toBe(true);
      for (const other of candidates.filter((candidate) => candidate.skills.every((skill) => skill.credit === 0)))
        expect(first.score - other.score).toBeGreaterThanOrEqual(0.15);
    },
  );

  it('B2B Sales Playbook names its evidence: MEDDIC stands for qualification', () => {
    const pack = packs.find((item) => item.key === 'b2b-sales-playbook')!;
    const [first] = rankCandidates(pack.request, experts, context).candidates;
    expect(first!.reason).toContain(
      'Has 4 of 4 requested skills: sales playbook, enablement, onboarding; qualification through MEDDIC',
    );
  });
});

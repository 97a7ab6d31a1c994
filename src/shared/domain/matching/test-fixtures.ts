/** Builders for the matching tests (not used by application code). */
import { prepareRequest, type TPreparedRequest } from './prepare-request';
import type { TMatchContext, TMatchExpert, TMatchRequest } from './types';

export const NOW = new Date('2026-05-01T12:00:00.000Z');

/** The spec's default weights (document 2, §9), written out so tests do not lean on the constant they check. */
export const SPEC_WEIGHTS = {
  skills: 0.25,
  domain: 0.15,
  outcomes: 0.2,
  availability: 0.15,
  locale: 0.05,
  price: 0.1,
  vetting: 0.07,
  history: 0.03,
};

export function makeExpert(overrides: Partial<TMatchExpert> = {}): TMatchExpert {
  const id = overrides.id ?? 'expert-1';
  return {
    id,
    userId: `user-of-${id}`,
    kind: 'expert',
    fullName: 'Ada Lovelace',
    headline: null,
    status: 'vetted',
    skills: ['TypeScript', 'React', 'PostgreSQL'],
    domains: ['Fintech'],
    outcomeTags: ['launch mvp'],
    weeklyAvailabilityHours: 30,
    available: true,
    locale: { country: 'GB', timeZone: 'Europe/London', languages: ['English'] },
    hourlyRate: { min: 6_000, max: 9_000 },
    currency: 'gbp',
    vettingScore: 0.8,
    completedProjects: 5,
    averageRating: 4.5,
    deliveries: [],
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<TMatchRequest> = {}): TMatchRequest {
  return {
    id: 'request-1',
    clientId: 'client-1',
    requiredSkills: ['TypeScript', 'React', 'PostgreSQL', 'Stripe', 'AWS'],
    industry: 'Fintech',
    outcomeTags: ['Launch MVP', 'Reduce churn'],
    budget: { min: 1_500_000, max: 5_000_000, currency: 'gbp' },
    estimatedHours: 400,
    hoursPerWeek: 20,
    preferredLocale: { country: 'GB', timeZone: 'Europe/London', languages: ['en'] },
    sensitive: false,
    ...overrides,
  };
}

export function prepared(overrides: Partial<TMatchRequest> = {}, now: Date = NOW): TPreparedRequest {
  return prepareRequest(makeRequest(overrides), now);
}

export function makeContext(overrides: Partial<TMatchContext> = {}): TMatchContext {
  return {
    now: NOW,
    weights: { ...SPEC_WEIGHTS },
    conflictWindowDays: 60,
    sensitiveSingleProviderOnly: false,
    invitations: [],
    quotingExpertIds: [],
    ...overrides,
  };
}

export const daysBefore = (days: number, from: Date = NOW) => new Date(from.getTime() - days * 24 * 60 * 60 * 1000);

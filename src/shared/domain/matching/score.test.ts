import { describe, expect, it } from 'vitest';
import { rankCandidates, weightedScore } from './score';
import { makeContext, makeExpert, makeRequest, SPEC_WEIGHTS } from './test-fixtures';
import type { TMatchBreakdown, TMatchExpert, TMatchingWeights } from './types';

const breakdown: TMatchBreakdown = {
  skills: 0.8,
  domain: 1,
  outcomes: 0.5,
  availability: 1,
  locale: 1,
  price: 1,
  vetting: 0.9,
  history: 0.25,
};
const scale = (weights: TMatchingWeights, by: number) =>
  Object.fromEntries(Object.entries(weights).map(([k, w]) => [k, w * by])) as TMatchingWeights;

describe('weightedScore = Σ w·f / Σ w', () => {
  it('computes the weighted mean with the spec weights', () => {
    // 0.25·0.8 + 0.15·1 + 0.2·0.5 + 0.15·1 + 0.05·1 + 0.1·1 + 0.07·0.9 + 0.03·0.25 = 0.8205
    expect(weightedScore(breakdown, SPEC_WEIGHTS)).toBeCloseTo(0.8205, 12);
  });

  it('divides by the sum, so weights that do not add up to 1 give the same score', () => {
    const half = scale(SPEC_WEIGHTS, 0.5);
    expect(weightedScore(breakdown, half)).toBeCloseTo(0.8205, 12);
    expect(weightedScore(breakdown, { ...SPEC_WEIGHTS, skills: 0, domain: 0 })).toBeCloseTo(
      (0.2 * 0.5 + 0.15 + 0.05 + 0.1 + 0.07 * 0.9 + 0.03 * 0.25) / 0.6,
      12,
    );
  });

  it('is 0 when every weight is 0, and ignores negative weights', () => {
    expect(weightedScore(breakdown, scale(SPEC_WEIGHTS, 0))).toBe(0);
    expect(weightedScore(breakdown, { ...scale(SPEC_WEIGHTS, 0), skills: 1, history: -1 })).toBe(0.8);
  });

  it('stays between 0 and 1', () => {
    const ones = Object.fromEntries(Object.keys(breakdown).map((k) => [k, 1])) as TMatchBreakdown;
    const zeros = Object.fromEntries(Object.keys(breakdown).map((k) => [k, 0])) as TMatchBreakdown;
    expect(weightedScore(ones, SPEC_WEIGHTS)).toBeCloseTo(1, 12);
    expect(weightedScore(zeros, SPEC_WEIGHTS)).toBe(0);
  });
});

/** A small deterministic generator, so the synthetic experts are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKILLS = ['TypeScript', 'React', 'PostgreSQL', 'Stripe', 'AWS', 'Go', 'Python', 'Figma', 'SEO', 'Node.js'];
const DOMAINS = ['Fintech', 'Banking', 'Healthcare', 'Retail', 'SaaS', 'Logistics'];
const ZONES = ['Europe/London', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Sydney'];

function syntheticExperts(count: number, seed = 42): TMatchExpert[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const some = <T>(list: readonly T[], n: number) => Array.from({ length: n }, () => pick(list));
  return Array.from({ length: count }, (_, i) => {
    const min = 3_000 + Math.floor(random() * 15_000);
    return makeExpert({
      id: `expert-${String(i).padStart(5, '0')}`,
      status: random() < 0.9 ? 'vetted' : pick(['applied', 'suspended', 'rejected'] as const),
      skills: some(SKILLS, 1 + Math.floor(random() * 5)),
      domains: some(DOMAINS, 1 + Math.floor(random() * 2)),
      outcomeTags: random() < 0.5 ? ['Launch MVP'] : ['Reduce churn', 'Raise funding'],
      weeklyAvailabilityHours: Math.floor(random() * 45),
      available: random() < 0.9,
      locale: { country: pick(['GB', 'DE', 'US', 'IN', 'AU']), timeZone: pick(ZONES), languages: ['English'] },
      hourlyRate: { min, max: min + Math.floor(random() * 5_000) },
      vettingScore: Math.round(random() * 100) / 100,
      completedProjects: Math.floor(random() * 30),
      averageRating: random() < 0.2 ? null : 1 + Math.round(random() * 40) / 10,
    });
  });
}

describe('rankCandidates', () => {
  const request = makeRequest();

  it('orders by score, highest first, with the eight-factor breakdown and a reason', () => {
    const strong = makeExpert({ id: 'strong' });
    const weak = makeExpert({ id: 'weak', skills: ['Figma'], domains: ['Retail'], outcomeTags: [] });
    const result = rankCandidates(request, [weak, strong], makeContext());
    expect(result.candidates.map((c) => c.expertId)).toEqual(['strong', 'weak']);
    const [first] = result.candidates;
    expect(Object.keys(first?.breakdown ?? {}).sort()).toEqual(
      ['availability', 'domain', 'history', 'locale', 'outcomes', 'price', 'skills', 'vetting'].sort(),
    );
    expect(first?.score).toBe(Math.round(weightedScore(first!.breakdown, SPEC_WEIGHTS) * 10_000) / 10_000);
    expect(first?.reason).not.toBe('');
    expect(first?.profile).toEqual({
      fullName: 'Ada Lovelace',
      skills: ['TypeScript', 'React', 'PostgreSQL'],
      priceRange: '£60-£90/hr',
    });
    expect(first?.userId).toBe('user-of-strong');
  });

  it('keeps the same order and the same scores when every weight is multiplied by 3', () => {
    const experts = syntheticExperts(300, 7);
    const once = rankCandidates(request, experts, makeContext());
    const thrice = rankCandidates(request, experts, makeContext({ weights: scale(SPEC_WEIGHTS, 3) }));
    expect(thrice.candidates.map((c) => [c.expertId, c.score])).toEqual(
      once.candidates.map((c) => [c.expertId, c.score]),
    );
  });

  it('lets the weights decide: weighting only price puts the affordable expert first', () => {
    const cheap = makeExpert({ id: 'cheap', skills: [], hourlyRate: { min: 5_000, max: 6_000 } });
    const skilled = makeExpert({
      id: 'skilled',
      skills: ['TypeScript', 'React', 'PostgreSQL', 'Stripe', 'AWS'],
      hourlyRate: { min: 30_000, max: 40_000 },
    });
    const zero = scale(SPEC_WEIGHTS, 0);
    const byPrice = rankCandidates(request, [skilled, cheap], makeContext({ weights: { ...zero, price: 1 } }));
    const bySkills = rankCandidates(request, [skilled, cheap], makeContext({ weights: { ...zero, skills: 1 } }));
    expect(byPrice.candidates[0]?.expertId).toBe('cheap');
    expect(bySkills.candidates[0]?.expertId).toBe('skilled');
  });

  it('breaks ties by higher vetting, then by id', () => {
    // Same profile except vetting: vetting weight 0 makes the scores equal.
    const weights = { ...SPEC_WEIGHTS, vetting: 0 };
    const experts = [
      makeExpert({ id: 'c', vettingScore: 0.7 }),
      makeExpert({ id: 'b', vettingScore: 0.9 }),
      makeExpert({ id: 'a', vettingScore: 0.7 }),
    ];
    const result = rankCandidates(request, experts, makeContext({ weights }));
    expect(new Set(result.candidates.map((c) => c.score)).size).toBe(1);
    expect(result.candidates.map((c) => c.expertId)).toEqual(['b', 'a', 'c']);
  });

  it('returns the top `limit` — the same as the head of the full ranking', () => {
    const experts = syntheticExperts(1000);
    const all = rankCandidates(request, experts, makeContext());
    const top = rankCandidates(request, experts, makeContext({ limit: 10 }));
    expect(top.candidates).toHaveLength(10);
    expect(top.candidates).toEqual(all.candidates.slice(0, 10));
    expect(top.eligibleCount).toBe(all.candidates.length);
    expect(rankCandidates(request, experts, makeContext({ limit: 0 })).candidates).toEqual([]);
  });

  it('keeps the expert the client asked for when eligible, after the top `limit`, flagged, score unchanged', () => {
    const experts = syntheticExperts(200);
    const all = rankCandidates(request, experts, makeContext());
    const last = all.candidates.at(-1)!;
    const top = rankCandidates(request, experts, makeContext({ limit: 5, requestedExpertId: last.expertId }));
    expect(top.candidates).toHaveLength(6);
    expect(top.candidates.slice(0, 5)).toEqual(all.candidates.slice(0, 5));
    expect(top.candidates[5]).toMatchObject({ expertId: last.expertId, score: last.score, requestedByClient: true });
    expect(top.candidates[5]!.reason).toBe(`Requested by the client. ${last.reason}`);
    expect(top.candidates.slice(0, 5).every((c) => !c.requestedByClient)).toBe(true);

    // Inside the top it stays where it ranks; an excluded (not vetted) expert is not brought back.
    const first = all.candidates[0]!;
    const inside = rankCandidates(request, experts, makeContext({ limit: 5, requestedExpertId: first.expertId }));
    expect(inside.candidates).toHaveLength(5);
    expect(inside.candidates[0]).toMatchObject({
      expertId: first.expertId,
      score: first.score,
      requestedByClient: true,
    });
    const excluded = all.excluded[0]!.expertId;
    const none = rankCandidates(request, experts, makeContext({ limit: 5, requestedExpertId: excluded }));
    expect(none.candidates.map((c) => c.expertId)).not.toContain(excluded);
  });

  it('ranks 1000 synthetic experts: every one either a candidate or excluded, scores sorted and within 0–1', () => {
    const experts = syntheticExperts(1000);
    const result = rankCandidates(request, experts, makeContext());
    expect(result.candidates.length + result.excluded.length).toBe(1000);
    expect(result.excluded.every((e) => e.why === 'not_vetted' || e.why === 'suspended')).toBe(true);
    const scores = result.candidates.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s >= 0 && s <= 1)).toBe(true);
    const factors = result.candidates.flatMap((c) => Object.values(c.breakdown));
    expect(factors.every((f) => f >= 0 && f <= 1)).toBe(true);
  });

  it('accepts any iterable of experts, such as a generator over database rows', () => {
    function* rows() {
      yield makeExpert({ id: 'one' });
      yield makeExpert({ id: 'two', skills: [] });
    }
    expect(rankCandidates(request, rows(), makeContext()).candidates.map((c) => c.expertId)).toEqual(['one', 'two']);
  });
});

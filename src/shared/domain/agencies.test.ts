import { describe, expect, it } from 'vitest';
import {
  AGENCY_ROLES,
  AGENCY_SHARE_RANGES,
  defaultSplit,
  splitProblem,
  splitTotal,
  type TAgencyRole,
} from './agencies';
import { notificationLink } from './notifications';

const inRange = (role: TAgencyRole, percent: number) =>
  percent >= AGENCY_SHARE_RANGES[role].min && percent <= AGENCY_SHARE_RANGES[role].max;

describe('the default split', () => {
  it('keeps the marketing ranges of the copy: 30-50% owner, 40-60% lead, 20-30% supporting', () => {
    expect(AGENCY_SHARE_RANGES).toEqual({
      owner: { min: 30, max: 50 },
      lead_expert: { min: 40, max: 60 },
      supporting_expert: { min: 20, max: 30 },
    });
  });

  it('owner, lead and supporting expert: each inside their range, totalling 100', () => {
    const roles: TAgencyRole[] = ['owner', 'lead_expert', 'supporting_expert'];
    const split = defaultSplit(roles);
    expect(split).toEqual([34, 44, 22]);
    roles.forEach((role, index) => expect(inRange(role, split[index]!)).toBe(true));
  });

  it('owner and lead: 45 / 55, both inside their ranges', () => {
    expect(defaultSplit(['owner', 'lead_expert'])).toEqual([45, 55]);
  });

  it('follows the order it is given, not the order of the roles', () => {
    expect(defaultSplit(['supporting_expert', 'owner', 'lead_expert'])).toEqual([22, 34, 44]);
  });

  it('a member alone gets everything', () => {
    for (const role of AGENCY_ROLES) expect(defaultSplit([role])).toEqual([100]);
  });

  it('when the ranges cannot reach 100 the shares follow the maxima', () => {
    expect(defaultSplit(['owner', 'supporting_expert'])).toEqual([63, 37]);
    expect(defaultSplit(['lead_expert', 'supporting_expert'])).toEqual([67, 33]);
  });

  it('when the minima pass 100 the shares follow the minima (ties in rounding go to the earlier member)', () => {
    expect(defaultSplit(['owner', 'lead_expert', 'supporting_expert', 'supporting_expert'])).toEqual([27, 37, 18, 18]);
    expect(defaultSplit(['owner', 'lead_expert', 'lead_expert'])).toEqual([27, 37, 36]);
    expect(defaultSplit(['supporting_expert', 'supporting_expert', 'supporting_expert'])).toEqual([34, 33, 33]);
  });

  it('always totals exactly 100 in whole percents, for any team up to 12 people', () => {
    for (let size = 1; size <= 12; size++) {
      for (const first of AGENCY_ROLES) {
        const roles: TAgencyRole[] = [first, ...Array.from({ length: size - 1 }, (_, i) => AGENCY_ROLES[i % 3]!)];
        const split = defaultSplit(roles);
        expect(split).toHaveLength(size);
        expect(splitTotal(split)).toBe(100);
        expect(split.every((percent) => Number.isInteger(percent) && percent >= 1)).toBe(true);
      }
    }
  });

  it('no members, no shares', () => {
    expect(defaultSplit([])).toEqual([]);
  });
});

describe('split rules', () => {
  const owner = { userId: 'a', role: 'owner' as const };
  const lead = { userId: 'b', role: 'lead_expert' as const };
  const support = { userId: 'c', role: 'supporting_expert' as const };

  it('accepts whole percents that total 100 with the owner or a lead among them', () => {
    expect(splitProblem([{ ...owner, sharePercent: 100 }])).toBeNull();
    expect(
      splitProblem([
        { ...lead, sharePercent: 70 },
        { ...support, sharePercent: 30 },
      ]),
    ).toBeNull();
  });

  it('refuses a total other than 100, either way', () => {
    expect(
      splitProblem([
        { ...owner, sharePercent: 50 },
        { ...lead, sharePercent: 49 },
      ]),
    ).toBe('total');
    expect(
      splitProblem([
        { ...owner, sharePercent: 50 },
        { ...lead, sharePercent: 51 },
      ]),
    ).toBe('total');
  });

  it('refuses fractions, zero, negatives and more than 100', () => {
    for (const sharePercent of [33.5, 0, -10, 101]) {
      expect(
        splitProblem([
          { ...owner, sharePercent },
          { ...lead, sharePercent: 100 - sharePercent },
        ]),
      ).toBe('not_whole');
    }
  });

  it('refuses an empty split, a member twice and a split of supporting experts only', () => {
    expect(splitProblem([])).toBe('empty');
    expect(
      splitProblem([
        { ...owner, sharePercent: 50 },
        { ...owner, sharePercent: 50 },
      ]),
    ).toBe('duplicate');
    expect(splitProblem([{ ...support, sharePercent: 100 }])).toBe('needs_lead');
  });
});

describe('agency notifications', () => {
  it('lead to the invitation page and to the agency dashboard', () => {
    expect(notificationLink({ type: 'agency_invitation', relatedId: 'm1' })).toBe('/agency/invitations/m1');
    expect(notificationLink({ type: 'agency_member_joined', relatedId: 'a1' })).toBe('/agency?agency=a1');
  });
});

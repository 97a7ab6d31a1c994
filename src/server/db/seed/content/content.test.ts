import { describe, expect, it } from 'vitest';
import { CATEGORY_ORDER, parseDeliverables } from '@shared/domain/catalog';
import { CAPABILITY_CARDS } from './capability-cards';
import { CATEGORIES } from './categories';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { OUTCOME_PACKS } from './outcome-packs';
import { TPU_CHIPS } from './types';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('categories', () => {
  it('are the four spec categories in catalog order, all active', () => {
    expect(CATEGORIES.map((c) => c.slug)).toEqual([...CATEGORY_ORDER]);
    expect(CATEGORIES.every((c) => c.is_active)).toBe(true);
  });

  it('have 2–3 subcategories each with unique kebab-case slugs', () => {
    const slugs = CATEGORIES.flatMap((c) => c.subcategories.map((s) => s.slug));
    for (const category of CATEGORIES) {
      expect(category.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(category.subcategories.length).toBeLessThanOrEqual(3);
    }
    expect(unique(slugs)).toBe(true);
    expect(slugs.every((slug) => KEBAB.test(slug))).toBe(true);
  });
});

describe('outcome packs', () => {
  it('number at least 12 with unique kebab-case keys', () => {
    expect(OUTCOME_PACKS.length).toBeGreaterThanOrEqual(12);
    const keys = OUTCOME_PACKS.map((p) => p.key);
    expect(unique(keys)).toBe(true);
    expect(keys.every((key) => KEBAB.test(key))).toBe(true);
  });

  it('point at an existing category and one of its subcategories', () => {
    for (const pack of OUTCOME_PACKS) {
      const category = CATEGORIES.find((c) => c.slug === pack.category_slug);
      expect(category, pack.key).toBeDefined();
      expect(
        category?.subcategories.map((s) => s.slug),
        pack.key,
      ).toContain(pack.subcategory_slug);
    }
  });

  it('give every category 3–5 packs', () => {
    for (const category of CATEGORIES) {
      const count = OUTCOME_PACKS.filter((p) => p.category_slug === category.slug).length;
      expect(count, category.slug).toBeGreaterThanOrEqual(3);
      expect(count, category.slug).toBeLessThanOrEqual(5);
    }
  });

  it('are priced in whole pence between £1,500 and £25,000', () => {
    for (const pack of OUTCOME_PACKS) {
      expect(Number.isInteger(pack.base_price), pack.key).toBe(true);
      expect(pack.base_price, pack.key).toBeGreaterThanOrEqual(150000);
      expect(pack.base_price, pack.key).toBeLessThanOrEqual(2500000);
    }
  });

  it('have 4–7 parseable deliverables and 3–6 tags', () => {
    for (const pack of OUTCOME_PACKS) {
      const items = parseDeliverables(pack.deliverables);
      expect(items.length, pack.key).toBeGreaterThanOrEqual(4);
      expect(items.length, pack.key).toBeLessThanOrEqual(7);
      expect(pack.tags.length, pack.key).toBeGreaterThanOrEqual(3);
      expect(pack.tags.length, pack.key).toBeLessThanOrEqual(6);
    }
  });
});

describe('capability cards', () => {
  it('include the five spec sample ids, all unique', () => {
    const ids = CAPABILITY_CARDS.map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'sales-proposal-accelerator',
        'marketing-content-engine',
        'ops-streamliner',
        'data-insight-translator',
        'customer-success-multiplier',
      ]),
    );
    expect(unique(ids)).toBe(true);
  });

  it('fit the home page (at most 6) with valid chips and 3–4 achievements', () => {
    expect(CAPABILITY_CARDS.length).toBeLessThanOrEqual(6);
    for (const card of CAPABILITY_CARDS) {
      expect(TPU_CHIPS, card.id).toContain(card.tpuChip);
      expect(card.qaInsurance, card.id).toBe(true);
      expect(card.bullets.length, card.id).toBeGreaterThanOrEqual(3);
      expect(card.bullets.length, card.id).toBeLessThanOrEqual(4);
      expect(card.industries.length, card.id).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('demo accounts', () => {
  it('cover one admin, two clients and three experts with unique e-mails', () => {
    const count = (role: string) => DEMO_ACCOUNTS.filter((a) => a.role === role).length;
    expect([count('admin'), count('client'), count('expert')]).toEqual([1, 2, 3]);
    expect(unique(DEMO_ACCOUNTS.map((a) => a.email))).toBe(true);
  });

  it('have passwords of 8–128 characters', () => {
    for (const account of DEMO_ACCOUNTS) {
      expect(account.password.length, account.email).toBeGreaterThanOrEqual(8);
      expect(account.password.length, account.email).toBeLessThanOrEqual(128);
    }
  });

  it('give experts a sane rate band and availability', () => {
    for (const account of DEMO_ACCOUNTS) {
      if (account.role !== 'expert') continue;
      const profile = account.expertProfile;
      expect(Number.isInteger(profile.hourlyRateMin), account.email).toBe(true);
      expect(profile.hourlyRateMin, account.email).toBeGreaterThan(0);
      expect(profile.hourlyRateMax, account.email).toBeGreaterThanOrEqual(profile.hourlyRateMin);
      expect(profile.weeklyAvailabilityHours, account.email).toBeGreaterThan(0);
    }
  });
});

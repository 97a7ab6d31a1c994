import { describe, expect, it } from 'vitest';
import {
  CATEGORY_ORDER,
  cardDeliverables,
  catalogSortKey,
  orderCategories,
  parseDeliverables,
  sortCatalog,
  sortCategories,
} from './catalog';

describe('orderCategories', () => {
  const category = (slug: string, name: string, is_active = true) => ({ slug, name, is_active });

  it('puts active known categories in the spec order, unknown ones after by name', () => {
    const input = [
      category('compliance', 'Compliance'),
      category('zeta', 'Zeta Ops'),
      category('sales-acceleration', 'Sales Acceleration'),
      category('alpha', 'Alpha Labs'),
      category('process-optimization', 'Process Optimization'),
      category('performance-improvement', 'Performance Improvement'),
    ];
    expect(orderCategories(input).map((c) => c.slug)).toEqual([...CATEGORY_ORDER, 'alpha', 'zeta']);
  });

  it('drops inactive categories and does not mutate the input', () => {
    const input = [category('compliance', 'Compliance'), category('sales-acceleration', 'Sales', false)];
    const snapshot = [...input];
    expect(orderCategories(input).map((c) => c.slug)).toEqual(['compliance']);
    expect(input).toEqual(snapshot);
  });
});

describe('sortCategories', () => {
  it('orders like orderCategories but keeps inactive ones (the admin list)', () => {
    const input = [
      { slug: 'zeta', name: 'Zeta Ops', is_active: true },
      { slug: 'compliance', name: 'Compliance', is_active: false },
      { slug: 'sales-acceleration', name: 'Sales Acceleration', is_active: true },
    ];
    expect(sortCategories(input).map((c) => c.slug)).toEqual(['sales-acceleration', 'compliance', 'zeta']);
    expect(input[0]!.slug).toBe('zeta');
  });
});

describe('catalogSortKey', () => {
  it('removes size words, digits and case', () => {
    expect(catalogSortKey('Pro Lead Engine 2.0')).toBe('lead engine');
    expect(catalogSortKey('Lead Engine Starter')).toBe('lead engine');
    expect(catalogSortKey('LEAD   engine  PREMIUM 3')).toBe('lead engine');
    expect(catalogSortKey('ISO 27001 Readiness — Pilot')).toBe('iso readiness');
  });

  it('drops separators left dangling by a removed size word', () => {
    expect(catalogSortKey('Outbound Campaign Setup — Starter')).toBe('outbound campaign setup');
    expect(catalogSortKey('Outbound Campaign Setup (Pro)')).toBe('outbound campaign setup');
    expect(catalogSortKey('30-Day Improvement Plan')).toBe('day improvement plan');
  });

  it('removes digits inside words and keeps inner hyphens', () => {
    expect(catalogSortKey('B2B Sales Playbook')).toBe('bb sales playbook');
    expect(catalogSortKey('UK GDPR Fast-Track')).toBe('uk gdpr fast-track');
  });

  it('only removes whole words', () => {
    expect(catalogSortKey('Process Review')).toBe('process review');
    expect(catalogSortKey('Pro-active Prospecting')).toBe('pro-active prospecting');
    expect(catalogSortKey('Basics of Pilotage')).toBe('basics of pilotage');
  });
});

describe('sortCatalog', () => {
  const pack = (title: string, base_price: number) => ({ title, base_price });

  it('groups size variants by key and orders them by price', () => {
    const input = [
      pack('Pro Lead Engine 2.0', 900000),
      pack('CRM Integration', 500000),
      pack('Lead Engine Starter', 300000),
      pack('Advanced Lead Engine', 600000),
    ];
    expect(sortCatalog(input).map((p) => p.title)).toEqual([
      'CRM Integration',
      'Lead Engine Starter',
      'Advanced Lead Engine',
      'Pro Lead Engine 2.0',
    ]);
  });

  it('ignores case when comparing keys', () => {
    const input = [pack('b Pack', 100), pack('A pack', 200), pack('a Pack Lite', 100)];
    expect(sortCatalog(input).map((p) => p.title)).toEqual(['a Pack Lite', 'A pack', 'b Pack']);
  });

  it('keeps the input order for equal key and price, without mutating', () => {
    const input = [pack('Audit Pro', 100), pack('Audit Basic', 100), pack('Audit', 100)];
    const snapshot = [...input];
    expect(sortCatalog(input)).toEqual(snapshot);
    expect(sortCatalog(input)).not.toBe(input);
    expect(input).toEqual(snapshot);
  });
});

describe('parseDeliverables', () => {
  it('strips bullet marks and blank lines', () => {
    const text = '- First\n* Second\r\n• Third\n\n  1. Fourth\n2) Fifth\n   \nSixth  ';
    expect(parseDeliverables(text)).toEqual(['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth']);
  });

  it('keeps numbers that are part of the text', () => {
    expect(parseDeliverables('- 1.5x pipeline model\n30-day plan')).toEqual(['1.5x pipeline model', '30-day plan']);
  });

  it('treats missing text as no deliverables', () => {
    expect(parseDeliverables('')).toEqual([]);
    expect(parseDeliverables(null)).toEqual([]);
  });
});

describe('cardDeliverables', () => {
  it('shows the first three and flags more', () => {
    expect(cardDeliverables('- a\n- b\n- c\n- d')).toEqual({ shown: ['a', 'b', 'c'], more: true });
    expect(cardDeliverables('- a\n- b\n- c')).toEqual({ shown: ['a', 'b', 'c'], more: false });
    expect(cardDeliverables(undefined)).toEqual({ shown: [], more: false });
  });
});

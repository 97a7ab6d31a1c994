import { describe, expect, it } from 'vitest';
import { normaliseCountry, normaliseLanguage, normaliseTerm, normaliseTerms } from './normalise-term';

describe('normaliseTerm', () => {
  it('folds case, spacing, accents and punctuation', () => {
    expect(normaliseTerm('  Data   Engineering ')).toBe('data engineering');
    expect(normaliseTerm('Café Marketing')).toBe('cafe marketing');
    expect(normaliseTerm('R&D')).toBe('r and d');
    expect(normaliseTerm('supply-chain')).toBe(normaliseTerm('Supply Chain'));
    expect(normaliseTerm('.NET')).toBe('dotnet');
    expect(normaliseTerm('C++')).toBe('c++');
    expect(normaliseTerm('C#')).toBe('c#');
  });

  it('makes the last word singular, but leaves words that only look plural', () => {
    expect(normaliseTerm('Data Pipelines')).toBe('data pipeline');
    expect(normaliseTerm('Companies')).toBe('company');
    expect(normaliseTerm('Business')).toBe('business');
    expect(normaliseTerm('SaaS')).toBe('saas');
    expect(normaliseTerm('iOS')).toBe('ios');
    expect(normaliseTerm('Status')).toBe('status');
    expect(normaliseTerm('Analytics')).toBe(normaliseTerm('analytic'));
  });

  it('maps simple synonyms to one term', () => {
    expect(normaliseTerm('Node.js')).toBe('node');
    expect(normaliseTerm('NodeJS')).toBe('node');
    expect(normaliseTerm('react.js')).toBe(normaliseTerm('React'));
    expect(normaliseTerm('JS')).toBe('javascript');
    expect(normaliseTerm('Postgres')).toBe(normaliseTerm('PostgreSQL'));
    expect(normaliseTerm('E-Commerce')).toBe('ecommerce');
    expect(normaliseTerm('FinTech')).toBe('fintech');
    expect(normaliseTerm('Fin Tech')).toBe('fintech');
    expect(normaliseTerm('k8s')).toBe(normaliseTerm('Kubernetes'));
  });

  it('keeps blanks blank and drops them from lists, with duplicates', () => {
    expect(normaliseTerm('   ')).toBe('');
    expect(normaliseTerms(['React', 'react.js', ' ', 'Stripe'])).toEqual(['react', 'stripe']);
  });
});

describe('languages and countries', () => {
  it('reads language names, codes and tags alike', () => {
    expect(normaliseLanguage('English')).toBe('en');
    expect(normaliseLanguage('en-GB')).toBe('en');
    expect(normaliseLanguage(' EN ')).toBe('en');
    expect(normaliseLanguage('Klingon')).toBe('klingon');
  });

  it('reads country codes and common names alike', () => {
    expect(normaliseCountry('gb')).toBe('GB');
    expect(normaliseCountry('UK')).toBe('GB');
    expect(normaliseCountry('United  Kingdom')).toBe('GB');
    expect(normaliseCountry('usa')).toBe('US');
    expect(normaliseCountry('France')).toBe('FRANCE');
  });
});

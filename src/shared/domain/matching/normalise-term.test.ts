import { describe, expect, it } from 'vitest';
import {
  analyseTerm,
  normaliseCountry,
  normaliseLanguage,
  normaliseTerm,
  normaliseTerms,
  stemWord,
} from './normalise-term';

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

describe('word forms: how terms are compared word by word', () => {
  it('stems plurals, -ing, -ed, -ation, -ise/-ize, -uction, a final e and a final double consonant', () => {
    expect(stemWord('forecasting')).toBe('forecast');
    expect(stemWord('forecasts')).toBe('forecast');
    expect(stemWord('modelling')).toBe('model');
    expect(stemWord('modeling')).toBe('model');
    expect(stemWord('models')).toBe('model');
    expect(stemWord('policies')).toBe('policy');
    expect(stemWord('automation')).toBe('automat');
    expect(stemWord('automated')).toBe('automat');
    expect(stemWord('optimisation')).toBe('optimis');
    expect(stemWord('optimize')).toBe('optimis');
    expect(stemWord('reduction')).toBe('reduc');
    expect(stemWord('reduce')).toBe('reduc');
    expect(stemWord('pricing')).toBe('pric');
    expect(stemWord('price')).toBe('pric');
    expect(stemWord('mapping')).toBe('map');
  });

  it('reads acronym plurals (DPIAs, KPIs) but leaves words that only look plural or -ing', () => {
    expect(stemWord(normaliseTerm('DPIAs'))).toBe('dpia');
    expect(stemWord('kpis')).toBe('kpi');
    expect(stemWord('apis')).toBe('api');
    expect(stemWord('analysis')).toBe('analysis');
    expect(stemWord('saas')).toBe('saas');
    expect(stemWord('status')).toBe('status');
    // "marketing" is not "market", nor "accounting" "account".
    expect(stemWord('marketing')).toBe('marketing');
    expect(stemWord('accounting')).toBe('accounting');
    // Short words and words with digits or symbols are left alone.
    expect(stemWord('ops')).toBe('ops');
    expect(stemWord('n8n')).toBe('n8n');
  });

  it('keys a term by its stemmed words in any order, and by its words written together', () => {
    expect(analyseTerm('automated workflows').key).toBe(analyseTerm('workflow automation').key);
    expect(analyseTerm('automated workflows').key).toBe('automat workflow');
    expect(analyseTerm('cashflow').squashed).toBe(analyseTerm('cash flow').squashed);
    expect(analyseTerm('roadmapping').squashed).toBe(analyseTerm('road mapping').squashed);
    expect(analyseTerm('help desk').squashed).toBe('helpdesk');
  });

  it('leaves filler words out, unless the term is nothing else', () => {
    expect(analyseTerm('make our sales team better').words).toEqual(['sal']);
    expect(analyseTerm('help with our numbers').words).toEqual(['number']);
    expect(analyseTerm('make').words).toEqual(['mak']);
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

import { describe, expect, it } from 'vitest';
import { extractIndustry } from './extract-industry';
import { bandFor, extractOrgSize } from './extract-org-size';
import { extractRegion } from './extract-region';

describe('extractIndustry', () => {
  it.each([
    ['We are a B2B SaaS company', 'saas'],
    ['Online fashion retailer on Shopify', 'e-commerce'],
    ['NHS trust running 3 hospitals', 'healthcare'],
    ['Law firm with 3 offices', 'legal'],
    ['Charity supporting young carers', 'nonprofit'],
    ['Local council digital team', 'public sector'],
    ['Telecom operator', 'telecom'],
    ['Housing developer building 1,500 homes a year', 'real estate'],
  ])('finds the industry in %j', (text, industry) => {
    expect(extractIndustry(text)).toBe(industry);
  });

  it('lists at most two industries, in the order they appear', () => {
    expect(extractIndustry('SaaS for restaurants and hotels, used by schools and charities')).toBe('saas, hospitality');
  });
});

describe('extractOrgSize', () => {
  it.each([
    ['about 45 employees', '11-50'],
    ['8 people', '1-10'],
    ['a team of 12', '11-50'],
    ['4,000+ employees', '1000+'],
    ['15k employees', '1000+'],
    ['a 2-person consultancy', '1-10'],
    ['6 of us, fully remote', '1-10'],
    ['30ish people', '11-50'],
    ['around 250 on the books', '201-1000'],
  ])('reads the headcount in %j', (text, band) => {
    expect(extractOrgSize(text)).toBe(band);
  });

  it('prefers a headcount to size words about someone else', () => {
    expect(extractOrgSize('We sell to mid-market firms and have 45 employees')).toBe('11-50');
  });

  it('falls back to size words', () => {
    expect(extractOrgSize('an enterprise insurer')).toBe('1000+');
    expect(extractOrgSize('mid-sized manufacturer')).toBe('201-1000');
    expect(extractOrgSize('early-stage proptech')).toBe('1-10');
  });

  it('does not read counts of things as headcount', () => {
    expect(extractOrgSize('40 restaurants and 60 practices')).toBeNull();
  });

  it('maps headcounts to bands at the boundaries', () => {
    expect([10, 11, 50, 51, 200, 201, 1000, 1001].map(bandFor)).toEqual([
      '1-10',
      '11-50',
      '11-50',
      '51-200',
      '51-200',
      '201-1000',
      '201-1000',
      '1000+',
    ]);
  });
});

describe('extractRegion', () => {
  it.each([
    ['based in London', 'UK'],
    ['Berlin + remote', 'DACH'],
    ['HQ in Stockholm', 'Nordics'],
    ['offices in Singapore and Sydney', 'APAC'],
    ['Brazil and Colombia', 'LATAM'],
    ['Boston and Cambridge UK', 'US, UK'],
    ['across the UK and Ireland', 'UK, EU'],
    ['Dubai and Riyadh', 'Middle East'],
  ])('maps %j to %s', (text, region) => {
    expect(extractRegion(text)).toBe(region);
  });

  it('does not read the pronoun "us" as the US', () => {
    expect(extractRegion('6 of us, help us grow')).toBeNull();
  });
});

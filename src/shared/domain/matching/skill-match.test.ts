import { describe, expect, it } from 'vitest';
import { matchLabel } from './match-label';
import {
  conceptName,
  conceptOf,
  holdersOf,
  prefilterSkillTerms,
  readRequestedSkill,
  relatedSpellings,
  resolveRequestedSkill,
  skillMatcher,
  specificity,
} from './skill-match';
import { SKILL_CONCEPTS } from './skill-vocabulary';
import { normaliseTerm } from './normalise-term';
import { analyseTerm } from './normalise-term';
import { outcomesFactor, skillEvidence, skillsFactor } from './term-factors';
import { makeExpert, prepared } from './test-fixtures';

const relation = (requested: string, expertSkill: string) =>
  relatedSpellings(resolveRequestedSkill(requested)).get(normaliseTerm(expertSkill)) ?? null;

describe('skills vocabulary', () => {
  it('reads a word form shared by two concepts only through their exact spellings', () => {
    expect(conceptNameOf('account management')).toBe('customer success');
    expect(conceptNameOf('management accounts')).toBe('management account');
    expect(conceptNameOf('accounts management')).toBe('customer success');
    expect(match('management accounts', 'Accounts Management')).toBeNull();
  });

  it('gives each spelling one concept', () => {
    const seen = new Map<string, string>();
    for (const concept of SKILL_CONCEPTS)
      for (const spelling of [concept.term, ...(concept.synonyms ?? [])]) {
        const folded = normaliseTerm(spelling);
        expect(seen.get(folded) ?? concept.term, `"${spelling}" is in two concepts`).toBe(concept.term);
        seen.set(folded, concept.term);
      }
  });

  it('every broader term is a concept', () => {
    const terms = new Set(SKILL_CONCEPTS.flatMap((c) => [c.term, ...(c.synonyms ?? [])]).map(normaliseTerm));
    for (const concept of SKILL_CONCEPTS)
      if (concept.broader) expect(terms.has(normaliseTerm(concept.broader)), concept.broader).toBe(true);
  });

  it('matches synonyms and word forms in full', () => {
    expect(relation('CRM', 'Customer Relationship Management')).toEqual({ relation: 'same', credit: 1 });
    expect(relation('sales playbook', 'Sales Playbooks')).toEqual({ relation: 'same', credit: 1 });
    expect(relation('enablement', 'Sales Enablement')).toEqual({ relation: 'same', credit: 1 });
  });

  it('gives a narrower skill 0.85, a broader 0.5 and a sibling 0.25', () => {
    expect(relation('qualification', 'MEDDIC')).toEqual({ relation: 'narrower', credit: 0.85 });
    expect(relation('qualification', 'BANT')).toEqual({ relation: 'narrower', credit: 0.85 });
    expect(relation('dashboards', 'Looker')).toEqual({ relation: 'narrower', credit: 0.85 });
    expect(relation('automation', 'Make')).toEqual({ relation: 'narrower', credit: 0.85 });
    expect(relation('Power BI', 'Dashboards')).toEqual({ relation: 'broader', credit: 0.5 });
    expect(relation('Power BI', 'Tableau')).toEqual({ relation: 'sibling', credit: 0.25 });
    expect(relation('Power BI', 'Kubernetes')).toBeNull();
  });

  it('corrects typos in known skills, word by word in phrases, and reads a known skill inside a phrase', () => {
    expect(resolveRequestedSkill('Tablaeu')).toBe('tableau');
    expect(resolveRequestedSkill('onbaording')).toBe('onboarding');
    expect(resolveRequestedSkill('finacial modelling')).toBe('financial modelling');
    expect(resolveRequestedSkill('pipeline hygiene')).toBe('pipeline hygiene');
    expect(resolveRequestedSkill('Power Automate approvals')).toBe('power automate');
    // Short words are never corrected: too many near neighbours.
    expect(resolveRequestedSkill('Rust')).toBe('rust');
  });

  it('weights rarer skills more (1 + ln((N + 1) / (holders + 1))), a skill nobody holds 1', () => {
    expect(specificity(0, 100)).toBe(1);
    expect(specificity(100, 100)).toBeCloseTo(1, 10);
    expect(specificity(1, 100)).toBeCloseTo(1 + Math.log(101 / 2), 10);
    expect(specificity(5, 0)).toBe(1);
  });

  it('the prefilter searches the spellings the engine credits', () => {
    const [qualification, powerBi, ...rest] = prefilterSkillTerms(['qualification', 'Power BI', 'PowerBI']);
    expect(qualification!.strong).toEqual(expect.arrayContaining(['qualification', 'meddic', 'bant']));
    expect(powerBi!.strong).toEqual(expect.arrayContaining(['power bi', 'powerbi']));
    expect(powerBi!.related).toEqual(expect.arrayContaining(['tableau', 'looker', 'dashboard']));
    expect(powerBi!.strong).not.toContain('tableau');
    // Two spellings of one skill are one skill.
    expect(rest).toEqual([]);
  });
});

/** The relation and credit of an expert's skill to a requested term, through the engine's matcher. */
const match = (requested: string, expertSkill: string) =>
  skillMatcher(resolveRequestedSkill(requested))(normaliseTerm(expertSkill));
const conceptNameOf = (term: string) => conceptName(conceptOf(normaliseTerm(term)));

describe('word forms, compounds and words in common', () => {
  it('knows a vocabulary skill in any word form, word order or compound spelling', () => {
    expect(conceptNameOf('Data Models')).toBe('data modelling');
    expect(conceptNameOf('Workflow Automations')).toBe('automation');
    expect(conceptNameOf('automated workflows')).toBe('automation');
    expect(conceptNameOf('Road Mapping')).toBe('roadmapping');
    expect(conceptNameOf('cashflow')).toBe('cash flow forecasting');
    expect(conceptNameOf('DPIAs')).toBe('dpia');
    expect(conceptNameOf('frontend')).toBe('web development');
    expect(match('budgets', 'Budgeting')).toEqual({ relation: 'same', credit: 1 });
  });

  it('with a skill the vocabulary does not know, relates terms by their words', () => {
    // Every requested word and more: narrower (0.85). Every expert word within the request: broader (0.5).
    expect(match('shopify plus', 'Shopify Plus Migrations')).toEqual({ relation: 'narrower', credit: 0.85 });
    expect(match('shopify plus migration', 'Shopify')).toEqual({ relation: 'broader', credit: 0.5 });
    // The same words in another order and form, or written together: the same skill.
    expect(match('store migrations', 'migrating stores')).toEqual({ relation: 'same', credit: 1 });
    expect(match('work flows', 'Workflow')).toEqual({ relation: 'same', credit: 1 });
    // Sharing some words is not enough.
    expect(match('shopify themes', 'Shopify Apps')).toBeNull();
    // A requested word written together in the expert's skill: "cashflow" is in "cash flow management".
    expect(skillMatcher('cashflow')('cash flow management')).toEqual({ relation: 'narrower', credit: 0.85 });
  });

  it('between two skills the vocabulary knows, the vocabulary decides, whatever words they share', () => {
    expect(match('sales forecasting', 'Cash Flow Forecasting')).toBeNull();
    expect(match('cash flow forecasting', 'FP&A')).toEqual({ relation: 'broader', credit: 0.5 });
  });

  it('reads a phrase of known skills as its parts, the broader part adding nothing', () => {
    expect(readRequestedSkill('figma prototype')).toEqual({ term: 'figma prototype', parts: ['figma', 'prototype'] });
    expect(readRequestedSkill('zapier automation')).toEqual({ term: 'zapier', parts: [] });
    expect(readRequestedSkill('SQL queries')).toEqual({ term: 'sql', parts: [] });
    // Filler words are never a skill: this is about sales, not the automation tool Make.
    expect(conceptName(conceptOf(resolveRequestedSkill('make our sales team better')))).toBe(conceptNameOf('sales'));
    expect(analyseTerm(resolveRequestedSkill('new markets')).words).toEqual(['new', 'market']);
  });

  it('counts holders through every pool skill the engine credits', () => {
    const pool = {
      size: 10,
      countOf: (term: string) => ({ hubspot: 3, 'hubspot migration': 2, salesforce: 5 })[term] ?? 0,
      terms: ['hubspot', 'hubspot migration', 'salesforce'],
    };
    expect(holdersOf('hubspot', pool)).toBe(5);
    expect(specificity(holdersOf('hubspot', pool), 10)).toBeCloseTo(1 + Math.log(11 / 6), 10);
  });

  it('the prefilter finds through the pool skills the engine credits, and a phrase through its rarest part', () => {
    const counts: Record<string, number> = {
      hubspot: 3,
      'hubspot migration': 2,
      salesforce: 5,
      figma: 4,
      prototyping: 1,
    };
    const pool = { size: 10, countOf: (term: string) => counts[term] ?? 0, terms: Object.keys(counts) };
    const [hubspot, figmaPrototype] = prefilterSkillTerms(['HubSpot', 'figma prototype'], pool);
    // "HubSpot Migration" is HubSpot work: it finds. Salesforce (a sibling under CRM) only ranks; Pipedrive, which
    // nobody in the pool lists, is left out.
    expect(hubspot!.strong).toEqual(expect.arrayContaining(['hubspot', 'hubspot migration']));
    expect(hubspot!.related).toEqual(['salesforce']);
    // Prototyping is rarer than Figma: an expert with both parts has it, so it finds; Figma only ranks.
    expect(figmaPrototype!.strong).toEqual(expect.arrayContaining(['figma prototype', 'prototyping']));
    expect(figmaPrototype!.related).toEqual(['figma']);
  });
});

describe('skills evidence and labels', () => {
  it('names the matched, related and missing skills', () => {
    const p = prepared({ requiredSkills: ['sales playbook', 'enablement', 'qualification', 'Power BI', 'cycle time'] });
    const evidence = skillEvidence(
      p,
      makeExpert({ skills: ['Sales Playbooks', 'Sales Enablement', 'MEDDIC', 'Tableau'], outcomeTags: [] }),
    );
    expect(evidence.map((item) => [item.requested, item.relation, item.via])).toEqual([
      ['sales playbook', 'same', 'Sales Playbooks'],
      ['enablement', 'same', 'Sales Enablement'],
      ['qualification', 'narrower', 'MEDDIC'],
      ['Power BI', 'sibling', 'Tableau'],
      ['cycle time', null, null],
    ]);
  });

  it('an expert with all the requested skills is at least 0.15 above one with none, other factors equal', () => {
    const p = prepared({ requiredSkills: ['sales playbook', 'enablement', 'onboarding', 'qualification'] });
    const all = skillsFactor(
      p,
      makeExpert({ skills: ['Sales Playbooks', 'Sales Enablement', 'Onboarding', 'MEDDIC'] }),
    );
    const none = skillsFactor(p, makeExpert({ skills: ['Kubernetes'] }));
    // 0.25 of the weights, so the factor must differ by at least 0.6: here (1 + 1 + 1 + 0.85) / 4 against 0.
    expect(all).toBeCloseTo(0.9625, 10);
    expect(none).toBe(0);
  });

  it('meets a phrase of known skills part by part: the mean of the parts', () => {
    const p = prepared({ requiredSkills: ['figma prototype'] });
    const both = makeExpert({ skills: ['Figma', 'Prototyping'], outcomeTags: [] });
    expect(skillsFactor(p, both)).toBe(1);
    expect(skillEvidence(p, both)[0]).toEqual({
      requested: 'figma prototype',
      relation: 'same',
      via: 'Figma, Prototyping',
      credit: 1,
    });
    // Figma in full, prototype through its sibling Figma (0.25): (1 + 0.25) / 2.
    expect(skillsFactor(p, makeExpert({ skills: ['Figma'], outcomeTags: [] }))).toBe(0.625);
    // UX Design is broader than the phrase as a whole: 0.5.
    expect(skillsFactor(p, makeExpert({ skills: ['UX Design'], outcomeTags: [] }))).toBe(0.5);
  });

  it('meets a broad skill more fully through more narrower ones: 0.85, 0.9, then 0.95', () => {
    const p = prepared({ requiredSkills: ['web development'] });
    const factor = (skills: string[]) => skillsFactor(p, makeExpert({ skills, outcomeTags: [] }));
    expect(factor(['React'])).toBe(0.85);
    expect(factor(['React', 'Node.js'])).toBeCloseTo(0.9, 10);
    expect(factor(['React', 'Node.js', 'TypeScript'])).toBeCloseTo(0.95, 10);
    expect(factor(['React', 'Node.js', 'TypeScript', 'Next.js', 'Vue'])).toBeCloseTo(0.95, 10);
    expect(skillEvidence(p, makeExpert({ skills: ['React', 'Node.js'], outcomeTags: [] }))[0]!.via).toBe(
      'React, Node.js',
    );
  });

  it('counts an outcome delivered as half the evidence of the skill', () => {
    const p = prepared({ requiredSkills: ['cash flow forecasting'] });
    const expert = makeExpert({ skills: ['Xero'], outcomeTags: ['Cash Flow'] });
    expect(skillsFactor(p, expert)).toBe(0.5);
    expect(skillEvidence(p, expert)[0]).toEqual({
      requested: 'cash flow forecasting',
      relation: 'broader',
      via: 'Cash Flow',
      credit: 0.5,
    });
  });

  it('reads outcome tags as skills are read, a skill listed counting half', () => {
    const p = prepared({ outcomeTags: ['Automation'] });
    expect(outcomesFactor(p, makeExpert({ outcomeTags: ['Automation Coverage'] }))).toBe(0.85);
    // Zapier is narrower than automation (0.85), as a skill half of it.
    expect(outcomesFactor(p, makeExpert({ skills: ['Zapier'], outcomeTags: ['Time Saved'] }))).toBe(0.425);
    expect(outcomesFactor(p, makeExpert({ skills: ['Xero'], outcomeTags: ['Time Saved'] }))).toBe(0);
  });

  it('labels Strong from 0.75, Good from 0.6, Partial from 0.4, else Weak', () => {
    expect(matchLabel(0.75)).toBe('Strong match');
    expect(matchLabel(0.7499)).toBe('Good match');
    expect(matchLabel(0.6)).toBe('Good match');
    expect(matchLabel(0.4)).toBe('Partial match');
    expect(matchLabel(0.3999)).toBe('Weak match');
  });
});

import { describe, expect, it } from 'vitest';
import { matchLabel } from './match-label';
import { prefilterSkillTerms, relatedSpellings, resolveRequestedSkill, specificity } from './skill-match';
import { SKILL_CONCEPTS } from './skill-vocabulary';
import { normaliseTerm } from './normalise-term';
import { skillEvidence, skillsFactor } from './term-factors';
import { makeExpert, prepared } from './test-fixtures';

const relation = (requested: string, expertSkill: string) =>
  relatedSpellings(resolveRequestedSkill(requested)).get(normaliseTerm(expertSkill)) ?? null;

describe('skills vocabulary', () => {
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

  it('labels Strong from 0.75, Good from 0.6, Partial from 0.4, else Weak', () => {
    expect(matchLabel(0.75)).toBe('Strong match');
    expect(matchLabel(0.7499)).toBe('Good match');
    expect(matchLabel(0.6)).toBe('Good match');
    expect(matchLabel(0.4)).toBe('Partial match');
    expect(matchLabel(0.3999)).toBe('Weak match');
  });
});

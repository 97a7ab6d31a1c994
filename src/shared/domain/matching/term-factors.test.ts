import { describe, expect, it } from 'vitest';
import { domainFactor, domainMatch, outcomesFactor, skillsFactor } from './term-factors';
import { makeExpert, prepared } from './test-fixtures';

describe('skills factor: share of the required skills the expert has', () => {
  it('scores 1 when every required skill is covered, whatever the spelling', () => {
    const p = prepared({ requiredSkills: ['TypeScript', 'React', 'Node.js'] });
    expect(skillsFactor(p, makeExpert({ skills: ['typescript', 'ReactJS', 'NodeJS', 'Go'] }))).toBe(1);
  });

  it('scores the covered share, each required skill counted once, a sibling skill in part', () => {
    const p = prepared({ requiredSkills: ['TypeScript', 'React', 'PostgreSQL', 'Stripe', 'AWS'] });
    expect(skillsFactor(p, makeExpert({ skills: ['TypeScript', 'React', 'react.js', 'Postgres', 'Stripe'] }))).toBe(
      0.8,
    );
    // React in full, TypeScript as its sibling (0.25): (1 + 0.25) / 5.
    expect(skillsFactor(p, makeExpert({ skills: ['React'] }))).toBe(0.25);
  });

  it('credits a kind of skill the expert does not list at 0.5 when they list three other kinds of its area', () => {
    const p = prepared({ requiredSkills: ['PECR'] });
    expect(skillsFactor(p, makeExpert({ skills: ['UK GDPR', 'ROPA', 'DSAR'] }))).toBe(0.5);
    // Two kinds are not yet the area; data protection has too many kinds for a sibling to count on its own.
    expect(skillsFactor(p, makeExpert({ skills: ['UK GDPR', 'ROPA'] }))).toBe(0);
    expect(skillsFactor(p, makeExpert({ skills: ['PECR'] }))).toBe(1);
  });

  it('scores 0 with no overlap or no skills listed', () => {
    const p = prepared({ requiredSkills: ['Rust'] });
    expect(skillsFactor(p, makeExpert({ skills: ['Go'] }))).toBe(0);
    expect(skillsFactor(p, makeExpert({ skills: [] }))).toBe(0);
  });

  it('is neutral 0.5 when the request requires no skills', () => {
    expect(skillsFactor(prepared({ requiredSkills: [] }), makeExpert())).toBe(0.5);
    expect(skillsFactor(prepared({ requiredSkills: ['  '] }), makeExpert())).toBe(0.5);
  });

  it('counts beyond 30 required skills too', () => {
    const required = Array.from({ length: 40 }, (_, i) => `skill ${i}`);
    const p = prepared({ requiredSkills: required });
    expect(skillsFactor(p, makeExpert({ skills: required.slice(0, 10) }))).toBe(0.25);
    expect(skillsFactor(p, makeExpert({ skills: required }))).toBe(1);
  });
});

describe('domain factor: the request industry, a related one, or none', () => {
  it('scores 1 for the same industry', () => {
    const p = prepared({ industry: 'FinTech' });
    expect(domainFactor(p, makeExpert({ domains: ['Retail', 'fintech'] }))).toBe(1);
    expect(domainMatch(p, makeExpert({ domains: ['Retail', 'fintech'] }))).toEqual({
      kind: 'exact',
      expertDomain: 'fintech',
    });
  });

  it('scores 0.75 for a related industry', () => {
    const p = prepared({ industry: 'Fintech' });
    expect(domainFactor(p, makeExpert({ domains: ['Banking'] }))).toBe(0.75);
    expect(domainMatch(p, makeExpert({ domains: ['Banking'] })).kind).toBe('related');
  });

  it('scores 0.5 for an unrelated industry or none listed: experience not shown, not a misfit', () => {
    const p = prepared({ industry: 'Fintech' });
    expect(domainFactor(p, makeExpert({ domains: ['Healthcare'] }))).toBe(0.5);
    expect(domainFactor(p, makeExpert({ domains: [] }))).toBe(0.5);
    expect(domainFactor(prepared({ industry: 'Quantum basket weaving' }), makeExpert({ domains: ['Retail'] }))).toBe(
      0.5,
    );
  });

  it('is neutral 0.5 when the request names no industry', () => {
    expect(domainFactor(prepared({ industry: null }), makeExpert())).toBe(0.5);
    expect(domainFactor(prepared({ industry: '  ' }), makeExpert())).toBe(0.5);
  });
});

describe('outcomes factor: share of the request outcome tags', () => {
  it('scores 1, a share, and 0', () => {
    const p = prepared({ outcomeTags: ['Launch MVP', 'Reduce churn'] });
    expect(outcomesFactor(p, makeExpert({ outcomeTags: ['launch  mvp', 'reduce churn'] }))).toBe(1);
    expect(outcomesFactor(p, makeExpert({ outcomeTags: ['Launch MVP'] }))).toBe(0.5);
    expect(outcomesFactor(p, makeExpert({ outcomeTags: ['Raise funding'] }))).toBe(0);
  });

  it('reads the outcome “Quality” as quality management: a Six Sigma practitioner delivers it in part', () => {
    const p = prepared({ requiredSkills: [], outcomeTags: ['Quality'] });
    expect(outcomesFactor(p, makeExpert({ outcomeTags: ['Quality Improvement'] }))).toBe(1);
    // Six Sigma is a kind of quality management (0.85), listed as a skill: half an outcome delivered.
    expect(outcomesFactor(p, makeExpert({ skills: ['Six Sigma'], outcomeTags: [] }))).toBe(0.425);
  });

  it('is neutral 0.5 when the request has no outcome tags', () => {
    expect(outcomesFactor(prepared({ outcomeTags: [] }), makeExpert())).toBe(0.5);
  });
});

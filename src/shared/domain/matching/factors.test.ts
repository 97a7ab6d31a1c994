import { describe, expect, it } from 'vitest';
import { scoreFactors } from './factors';
import { makeExpert, prepared } from './test-fixtures';

// Industry and outcomes count as experience of the requested work: times the skills factor.
describe('industry and outcomes as experience of the requested work', () => {
  const fourSkills = prepared({
    requiredSkills: ['TypeScript', 'React', 'PostgreSQL', 'Stripe'],
    industry: 'Fintech',
    outcomeTags: ['Launch MVP'],
  });

  it('count in full for an expert with every requested skill', () => {
    const expert = makeExpert({ skills: ['TypeScript', 'React', 'PostgreSQL', 'Stripe'], outcomeTags: ['Launch MVP'] });
    const breakdown = scoreFactors(fourSkills, expert);
    expect(breakdown.skills).toBe(1);
    expect(breakdown.domain).toBe(1);
    expect(breakdown.outcomes).toBe(1);
  });

  it('count half for an expert with two of four equally specific skills', () => {
    const expert = makeExpert({ skills: ['TypeScript', 'React'], outcomeTags: ['Launch MVP'] });
    const breakdown = scoreFactors(fourSkills, expert);
    expect(breakdown.skills).toBe(0.5);
    expect(breakdown.domain).toBe(0.5);
    expect(breakdown.outcomes).toBe(0.5);
  });

  it('count nothing for an expert in the industry with none of the requested skills', () => {
    const expert = makeExpert({ skills: ['Zapier', 'Make'], domains: ['Fintech'], outcomeTags: ['Launch MVP'] });
    const breakdown = scoreFactors(fourSkills, expert);
    expect(breakdown.skills).toBe(0);
    expect(breakdown.domain).toBe(0);
    expect(breakdown.outcomes).toBe(0);
  });

  it('stay the neutral half, shown as not stated, when the request does not state them', () => {
    const unstated = prepared({ requiredSkills: ['TypeScript', 'React'], industry: null, outcomeTags: [] });
    const breakdown = scoreFactors(unstated, makeExpert({ skills: ['TypeScript'] }));
    expect(breakdown.skills).toBeLessThan(1);
    expect(breakdown.domain).toBe(0.5);
    expect(breakdown.outcomes).toBe(0.5);
  });

  it('count in full when the request asks for no skills', () => {
    const noSkills = prepared({ requiredSkills: [], industry: 'Fintech', outcomeTags: ['Launch MVP'] });
    const breakdown = scoreFactors(noSkills, makeExpert({ skills: ['Zapier'], outcomeTags: ['Launch MVP'] }));
    expect(breakdown.domain).toBe(1);
    expect(breakdown.outcomes).toBe(1);
  });
});

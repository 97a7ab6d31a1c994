import { describe, expect, it } from 'vitest';
import { LABELLED_BRIEFS, loadLabelledBriefs } from './brief-set';
import { EVALUATION_REQUESTS, loadEvaluationData } from './evaluation-set';
import data from './evaluation-set.json';

const brief = {
  id: 'slow-picking',
  goal: 'picking too slow',
  context: 'warehouse',
  constraints: '',
  budget: null,
  timeline: null,
  wording: ['terse'],
  judgments: { 'Lukas Becker': 3 },
};

describe('the labelled sets, loaded from their data files', () => {
  it('loads every brief and request', () => {
    expect(LABELLED_BRIEFS).toHaveLength(44);
    expect(LABELLED_BRIEFS.filter((labelled) => labelled.heldOut)).toHaveLength(8);
    expect(EVALUATION_REQUESTS).toHaveLength(66);
  });

  it('refuses a brief with a grade, a budget or a wording it does not know, or no expert the work calls for', () => {
    expect(loadLabelledBriefs([brief])).toHaveLength(1);
    expect(() => loadLabelledBriefs([{ ...brief, judgments: { 'Lukas Becker': 4 } }])).toThrow(/brief 1/);
    expect(() => loadLabelledBriefs([{ ...brief, budget: '5k' }])).toThrow(/brief 1/);
    expect(() => loadLabelledBriefs([{ ...brief, wording: ['sloppy'] }])).toThrow(/brief 1/);
    expect(() => loadLabelledBriefs([{ ...brief, judgments: { 'Lukas Becker': 2 } }])).toThrow(/brief 1/);
    expect(() => loadLabelledBriefs([brief, brief])).toThrow('two briefs share an id');
  });

  it('refuses a request naming a skill the set does not define', () => {
    const [first, ...rest] = data.requests;
    expect(() => loadEvaluationData({ ...data, requests: [{ ...first, intended: ['juggling'] }, ...rest] })).toThrow(
      '“juggling” is no skill of the set',
    );
    expect(() => loadEvaluationData({ ...data, requests: [{ ...first, area: 'astrology' }] })).toThrow(
      /evaluation-set\.json/,
    );
  });
});

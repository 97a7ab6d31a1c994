import { describe, expect, it } from 'vitest';
import { loadVocabulary, SKILL_CONCEPTS } from './skill-vocabulary';

describe('the skill vocabulary, loaded from its data file', () => {
  it('flattens its groups into concepts', () => {
    expect(SKILL_CONCEPTS).toContainEqual({
      term: 'lean',
      synonyms: ['lean management', 'lean manufacturing', 'lean operations'],
      broader: 'process improvement',
    });
    expect(SKILL_CONCEPTS.find((concept) => concept.term === 'warehouse operations')?.broader).toBe(
      'operations management',
    );
  });

  it('refuses an entry that is not a concept, a broader term that is none, a spelling of two concepts', () => {
    expect(() => loadVocabulary({ Sales: [{ term: 'sales' }, { synonyms: ['selling'] }] })).toThrow(
      'skill vocabulary, Sales: not a concept: {"synonyms":["selling"]}',
    );
    expect(() => loadVocabulary({ Sales: [{ term: 'sales', synonyms: [''] }] })).toThrow('not a concept');
    expect(() => loadVocabulary({ Sales: [{ term: 'negotiation', broader: 'saless' }] })).toThrow(
      '“negotiation” is a kind of “saless”, which is no concept',
    );
    expect(() =>
      loadVocabulary({ Sales: [{ term: 'sales', synonyms: ['Selling'] }], Other: [{ term: 'selling' }] }),
    ).toThrow('“selling” spells both “sales” and “selling”');
  });
});

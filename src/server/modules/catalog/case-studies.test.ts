import { describe, expect, it } from 'vitest';
import { CATEGORY_ORDER } from '../../../shared/domain/catalog';
import { CASE_STUDIES } from './case-studies';

describe('case studies', () => {
  it('number 4–6 with unique keys and known categories', () => {
    expect(CASE_STUDIES.length).toBeGreaterThanOrEqual(4);
    expect(CASE_STUDIES.length).toBeLessThanOrEqual(6);
    expect(new Set(CASE_STUDIES.map((s) => s.key)).size).toBe(CASE_STUDIES.length);
    for (const study of CASE_STUDIES) {
      expect(CATEGORY_ORDER, study.key).toContain(study.categorySlug);
      expect(study.results.length, study.key).toBeGreaterThan(0);
    }
  });
});

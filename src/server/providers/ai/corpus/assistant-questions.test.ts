import { describe, expect, it } from 'vitest';
import { evaluateAssistantIntents } from './assistant-questions';

/** The floor the offline TeamSmith AI must keep on its question corpus (measured 100 % when written; new wordings go in). */
const INTENT_ACCURACY_FLOOR = 0.9;

describe('offline TeamSmith AI question corpus', () => {
  it(`recognises at least ${INTENT_ACCURACY_FLOOR * 100} % of the phrasings`, () => {
    const report = evaluateAssistantIntents();
    expect(report.cases).toBeGreaterThanOrEqual(50);
    expect(report.accuracy, JSON.stringify(report.misses)).toBeGreaterThanOrEqual(INTENT_ACCURACY_FLOOR);
  });
});

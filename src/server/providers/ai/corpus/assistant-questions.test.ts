import { describe, expect, it } from 'vitest';
import { evaluateAssistantIntents } from './assistant-questions';

/** The offline TeamSmith AI recognises every phrasing of its corpus; a new wording goes in with its rule. */
const INTENT_ACCURACY_FLOOR = 1;

describe('offline TeamSmith AI question corpus', () => {
  it(`recognises at least ${INTENT_ACCURACY_FLOOR * 100} % of the phrasings`, () => {
    const report = evaluateAssistantIntents();
    expect(report.cases).toBeGreaterThanOrEqual(50);
    expect(report.accuracy, JSON.stringify(report.misses)).toBeGreaterThanOrEqual(INTENT_ACCURACY_FLOOR);
  });
});

import { describe, expect, it } from 'vitest';
import { createOfflineAiProvider } from '../offline/offline-ai-provider';
import { evaluateCorpus, slotFound } from './evaluate-corpus';

// Measured accuracy of the offline interpreter, rounded down to the percent: it may rise, never fall.
const FLOOR = { goal: 1.0, context: 0.98, constraints: 1.0, overall: 0.99 };

describe('corpus accuracy of the offline interpreter', () => {
  it('stays at or above the measured floor per field and overall', async () => {
    const report = await evaluateCorpus(createOfflineAiProvider());
    expect(report.fields.goal.cases).toBeGreaterThanOrEqual(30);
    expect(report.fields.context.cases).toBeGreaterThanOrEqual(30);
    expect(report.fields.constraints.cases).toBeGreaterThanOrEqual(30);
    expect(report.fields.goal.accuracy).toBeGreaterThanOrEqual(FLOOR.goal);
    expect(report.fields.context.accuracy).toBeGreaterThanOrEqual(FLOOR.context);
    expect(report.fields.constraints.accuracy).toBeGreaterThanOrEqual(FLOOR.constraints);
    expect(report.overall.accuracy).toBeGreaterThanOrEqual(FLOOR.overall);
  });
});

describe('slotFound', () => {
  it('needs every expected token, case-insensitively, inside the produced value', () => {
    expect(slotFound('revenue', 'recurring revenue')).toBe(true);
    expect(slotFound('Salesforce, HubSpot', 'salesforce, hubspot, slack')).toBe(true);
    expect(slotFound('Salesforce, HubSpot', 'Salesforce')).toBe(false);
    expect(slotFound('leads', null)).toBe(false);
  });
});

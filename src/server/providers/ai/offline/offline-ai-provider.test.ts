import { describe, expect, it } from 'vitest';
import { ZFieldInterpretationSchema } from '@shared/schemas/brief-ai';
import { createOfflineAiProvider } from './offline-ai-provider';

const provider = createOfflineAiProvider();

describe('offline interpretField', () => {
  it('summarises a complete goal and fills every slot', async () => {
    const result = await provider.interpretField(
      'goal',
      'We want to increase qualified leads by 30% in the next 3 months.',
    );
    expect(ZFieldInterpretationSchema.parse(result)).toEqual({
      interpreted: 'Goal: increase qualified leads by 30% within 3 months (metric: leads).',
      confidence: 0.95,
      tags: ['metric:leads', 'timeframe:3 months', 'target:by 30%', 'direction:increase'],
      warnings: [],
      normalized: { metric: 'leads', timeframe: '3 months', objective: 'Increase qualified leads by 30%' },
    });
  });

  it('warns about what a vague goal is missing and lowers confidence', async () => {
    const vague = await provider.interpretField('goal', 'more leads');
    const precise = await provider.interpretField('goal', 'Increase qualified leads by 30% within 3 months');
    expect(vague.warnings).toEqual(['missing_timeframe', 'missing_target', 'vague_goal']);
    expect(vague.confidence).toBeLessThan(precise.confidence);
  });

  it('keeps confidence within 0.2..0.95 whatever the text', async () => {
    for (const text of ['', '???', 'x'.repeat(5000)]) {
      for (const field of ['goal', 'context', 'constraints'] as const) {
        const { confidence } = await provider.interpretField(field, text);
        expect(confidence).toBeGreaterThanOrEqual(0.2);
        expect(confidence).toBeLessThanOrEqual(0.95);
      }
    }
  });

  it('reads context into industry, size band and region', async () => {
    const result = await provider.interpretField('context', 'B2B SaaS company, about 45 employees, based in London');
    expect(result.normalized).toEqual({ industry: 'saas', org_size: '11-50', region: 'UK' });
    expect(result.tags).toEqual(['industry:saas', 'org_size:11-50', 'region:uk']);
    expect(result.interpreted).toBe('Context: a saas organisation of 11-50 people based in the UK.');
    expect(result.warnings).toEqual([]);
  });

  it('reads constraints, names the standards in tags and flags contradictions', async () => {
    const result = await provider.interpretField(
      'constraints',
      'Integrate with Salesforce. GDPR applies. No AI at all, but Claude is fine.',
    );
    expect(result.normalized).toEqual({
      hardware_support: null,
      integration_software: 'Salesforce',
      ai_model_compatibility: 'no AI, Claude',
    });
    expect(result.tags).toContain('compliance:gdpr');
    expect(result.warnings).toEqual(['missing_hardware_support', 'conflicting_ai_requirements']);
  });

  it('answers the same for the same input', async () => {
    const text = 'Reduce churn from 8% to 5% by end of Q3 2027';
    expect(await provider.interpretField('goal', text)).toEqual(await provider.interpretField('goal', text));
  });
});

describe('offline reading of constraints as a person would', () => {
  it('reads "no new hardware" as a constraint met, not a hardware need missing', async () => {
    const result = await provider.interpretField('constraints', 'No new hardware this year');
    expect(result.normalized.hardware_support).toBe('existing hardware only');
    expect(result.warnings).not.toContain('missing_hardware_support');
    expect(result.interpreted).toBe('Constraints: runs on existing hardware only.');
    expect(result.confidence).toBeGreaterThan(0.5);
  });

  it('never repeats a word: on-premise runs on-premise, not "on on-premise"', async () => {
    const result = await provider.interpretField('constraints', 'Everything runs on-prem. Staff use Windows laptops.');
    expect(result.interpreted).toBe('Constraints: runs on-premise and on laptops.');
    expect(result.interpreted).not.toMatch(/\b(\w+) \1\b/i);
  });
});

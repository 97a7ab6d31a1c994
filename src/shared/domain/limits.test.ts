import { describe, expect, it } from 'vitest';
import { ZInterpretFieldRequestSchema } from '../schemas/brief-ai';
import { ZProductInputSchema } from '../schemas/catalog';
import { ZQuoteChangesBodySchema, ZQuoteDraftSchema } from '../schemas/quotes';
import {
  BRIEF_TEXT_MAX_LENGTH,
  MAX_PACK_PRICE_MINOR,
  MAX_QUOTE_MILESTONES,
  MIN_PACK_PRICE_MINOR,
  QUOTE_TEXT_MAX_LENGTH,
} from './limits';

const text = (length: number) => 'x'.repeat(length);

const draft = {
  projectTitle: 'Lead engine',
  scopeDescription: 'Build it',
  paymentStructure: 'Per milestone',
  deliverables: [{ title: 'Playbook' }],
  milestones: [{ title: 'Discovery', description: '', amount: 150_000 }],
  estimatedDuration: '6 weeks',
  estimatedStartDate: null,
  validForDays: 14,
};

const pack = {
  title: 'Lead Engine Pilot',
  description: 'A pilot of the lead engine.',
  categoryId: '7f1c3a52-2f7e-4d7b-9a51-2b0b7d0f5a10',
  subcategoryId: null,
  basePrice: 450_000,
  timeline: '4 weeks',
  deliverables: ['Playbook'],
  tags: [],
  isActive: true,
};

describe('the contracts refuse exactly past the shared limits the forms stop at', () => {
  it('brief answers and live interpretations: 5000 characters', () => {
    expect(BRIEF_TEXT_MAX_LENGTH).toBe(5000);
    expect(ZInterpretFieldRequestSchema.safeParse({ field: 'goal', value: text(5000) }).success).toBe(true);
    expect(ZInterpretFieldRequestSchema.safeParse({ field: 'goal', value: text(5001) }).success).toBe(false);
  });

  it('quote texts, milestones and the client’s notes', () => {
    expect(QUOTE_TEXT_MAX_LENGTH.projectTitle).toBe(200);
    expect(ZQuoteDraftSchema.safeParse({ ...draft, projectTitle: text(200) }).success).toBe(true);
    expect(ZQuoteDraftSchema.safeParse({ ...draft, projectTitle: text(201) }).success).toBe(false);
    expect(ZQuoteDraftSchema.safeParse({ ...draft, scopeDescription: text(10_001) }).success).toBe(false);
    const milestones = Array.from({ length: MAX_QUOTE_MILESTONES + 1 }, () => draft.milestones[0]);
    expect(ZQuoteDraftSchema.safeParse({ ...draft, milestones }).success).toBe(false);
    expect(ZQuoteChangesBodySchema.safeParse({ notes: text(5000) }).success).toBe(true);
    expect(ZQuoteChangesBodySchema.safeParse({ notes: text(5001) }).success).toBe(false);
  });

  it('pack prices: £1 to £1,000,000', () => {
    expect([MIN_PACK_PRICE_MINOR, MAX_PACK_PRICE_MINOR]).toEqual([100, 100_000_000]);
    expect(ZProductInputSchema.safeParse({ ...pack, basePrice: 99 }).success).toBe(false);
    expect(ZProductInputSchema.safeParse({ ...pack, basePrice: 100_000_000 }).success).toBe(true);
    expect(ZProductInputSchema.safeParse({ ...pack, basePrice: 100_000_001 }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { quoteSubmittedMessage } from './quote-submitted-message';

const base = { quoteNumber: 'Q-2026-0001', presentedAt: null };
const presentation = (sentCount: number) => ({ sentCount, minQuotes: 2, windowEndsAt: '2026-11-25T10:00:00.000Z' });

describe('what the author of a quote is told', () => {
  it('says a lone quote waits for the presenting rule: 1 of 2 sent so far, and when the window closes', () => {
    const message = quoteSubmittedMessage({ ...base, status: 'sent', presentation: presentation(1) });
    expect(message.title).toBe('Quote saved — the client sees quotes once 2 have been sent (1 of 2 so far)');
    expect(message.title).not.toContain('sent to client');
    expect(message.description).toContain('Q-2026-0001');
    expect(message.description).toMatch(/invitation window closes/);
  });

  it('says "Quote sent to client" only when the client sees it', () => {
    const presented = { ...base, status: 'sent' as const, presentedAt: '2026-11-22T10:00:00.000Z' };
    expect(quoteSubmittedMessage({ ...presented, presentation: presentation(2) }).title).toBe('Quote sent to client');
  });

  it('says a quote at the threshold waits for admin review', () => {
    const message = quoteSubmittedMessage({ ...base, status: 'pending_admin_review', presentation: presentation(0) });
    expect(message.title).toBe('Quote submitted for admin review');
  });

  it('counts one quote in the singular: never "1 quotes have been sent"', () => {
    const message = quoteSubmittedMessage({
      ...base,
      status: 'sent',
      presentation: { sentCount: 0, minQuotes: 1, windowEndsAt: '2026-11-25T10:00:00.000Z' },
    });
    expect(message.title).toBe('Quote saved — the client sees quotes once 1 has been sent (0 of 1 so far)');
    expect(message.description).toContain('when 1 quote has been sent');
    expect(message.description).not.toContain('1 quotes');
  });
});

import { describe, expect, it } from 'vitest';
import { RATING_REVEAL_DAYS } from './limits';
import { ratingRevealAt, ratingsPublished } from './ratings';

const DAY_MS = 24 * 60 * 60 * 1000;
const completedAt = new Date('2026-03-01T12:00:00.000Z');
const after = (days: number) => new Date(completedAt.getTime() + days * DAY_MS);

describe('double-blind reveal rule', () => {
  it('reveals 14 days after completion', () => {
    expect(RATING_REVEAL_DAYS).toBe(14);
    expect(ratingRevealAt(completedAt).toISOString()).toBe('2026-03-15T12:00:00.000Z');
  });

  it('publishes when both sides are in, at once', () => {
    expect(ratingsPublished({ bothIn: true, completedAt, now: after(0) })).toBe(true);
  });

  it('keeps a lone rating hidden until 14 days have passed, then shows it', () => {
    expect(ratingsPublished({ bothIn: false, completedAt, now: after(13) })).toBe(false);
    expect(ratingsPublished({ bothIn: false, completedAt, now: new Date(after(14).getTime() - 1) })).toBe(false);
    expect(ratingsPublished({ bothIn: false, completedAt, now: after(14) })).toBe(true);
  });

  it('publishes nothing for a project that has not completed', () => {
    expect(ratingsPublished({ bothIn: true, completedAt: null, now: after(100) })).toBe(false);
  });
});

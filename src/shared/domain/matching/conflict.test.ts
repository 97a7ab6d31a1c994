import { describe, expect, it } from 'vitest';
import { findConflict } from './conflict';
import { daysBefore, makeExpert, NOW, prepared } from './test-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
// The request is client-1's, in fintech; the window is the spec's default 60 days.
const p = prepared({ clientId: 'client-1', industry: 'Fintech' });
const delivered = (clientId: string, industry: string | null, completedAt: Date | string) =>
  makeExpert({ deliveries: [{ clientId, industry, completedAt }] });

describe('conflict of interest: another client, same industry, within the window', () => {
  it('flags a delivery for another fintech client 12 days ago', () => {
    expect(findConflict(p, delivered('client-2', 'FinTech', daysBefore(12)), 60)).toEqual({
      industry: 'Fintech',
      clientId: 'client-2',
      completedAt: daysBefore(12),
      daysAgo: 12,
    });
  });

  it('counts a delivery exactly 60 days ago, not one 60 days and 1 ms ago', () => {
    expect(findConflict(p, delivered('client-2', 'fintech', daysBefore(60)), 60)).not.toBeNull();
    const justOutside = new Date(NOW.getTime() - 60 * DAY_MS - 1);
    expect(findConflict(p, delivered('client-2', 'fintech', justOutside), 60)).toBeNull();
    expect(findConflict(p, delivered('client-2', 'fintech', daysBefore(61)), 60)).toBeNull();
  });

  it('follows the configured window', () => {
    expect(findConflict(p, delivered('client-2', 'fintech', daysBefore(90)), 120)).not.toBeNull();
    expect(findConflict(p, delivered('client-2', 'fintech', daysBefore(2)), 1)).toBeNull();
  });

  it('does not flag work for the same client', () => {
    expect(findConflict(p, delivered('client-1', 'fintech', daysBefore(3)), 60)).toBeNull();
  });

  it('does not flag another industry, even a related one, or no industry', () => {
    expect(findConflict(p, delivered('client-2', 'Healthcare', daysBefore(3)), 60)).toBeNull();
    expect(findConflict(p, delivered('client-2', 'Banking', daysBefore(3)), 60)).toBeNull();
    expect(findConflict(p, delivered('client-2', null, daysBefore(3)), 60)).toBeNull();
    expect(findConflict(prepared({ industry: null }), delivered('client-2', 'fintech', daysBefore(3)), 60)).toBeNull();
  });

  it('reports the most recent conflicting delivery, reading ISO strings too', () => {
    const expert = makeExpert({
      deliveries: [
        { clientId: 'client-2', industry: 'fintech', completedAt: daysBefore(40).toISOString() },
        { clientId: 'client-3', industry: 'fintech', completedAt: daysBefore(5).toISOString() },
        { clientId: 'client-1', industry: 'fintech', completedAt: daysBefore(1).toISOString() },
      ],
    });
    expect(findConflict(p, expert, 60)).toMatchObject({ clientId: 'client-3', daysAgo: 5 });
  });
});

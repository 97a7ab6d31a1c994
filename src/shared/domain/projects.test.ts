import { describe, expect, it } from 'vitest';
import { milestoneProgress, statusLabel, isMilestoneOverdue } from './projects';

describe('milestoneProgress', () => {
  it('is completed milestones over all, rounded', () => {
    expect(milestoneProgress([{ status: 'completed' }, { status: 'in_progress' }, { status: 'pending' }])).toEqual({
      completed: 1,
      total: 3,
      percent: 33,
    });
    expect(milestoneProgress([{ status: 'completed' }, { status: 'completed' }, { status: 'submitted' }])).toEqual({
      completed: 2,
      total: 3,
      percent: 67,
    });
  });

  it('does not count a milestone refunded by a cancellation as completed', () => {
    expect(
      milestoneProgress([
        { status: 'completed', refunded: false },
        { status: 'completed', refunded: true },
        { status: 'completed', refunded: true },
        { status: 'pending', refunded: false },
      ]),
    ).toEqual({ completed: 1, total: 4, percent: 25 });
  });

  it('is 0 % without milestones rather than dividing by zero', () => {
    expect(milestoneProgress([])).toEqual({ completed: 0, total: 0, percent: 0 });
  });
});

describe('statusLabel', () => {
  it('capitalises and spaces a status or role', () => {
    expect(statusLabel('freelancer')).toBe('Freelancer');
    expect(statusLabel('on_hold')).toBe('On hold');
    expect(statusLabel('revision_requested')).toBe('Revision requested');
  });
});

describe('overdue milestones', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  it('calls a funded milestone past its due date overdue, as Insights and the admin report do', () => {
    expect(isMilestoneOverdue({ dueDate: '2026-06-01T00:00:00Z', status: 'in_progress' }, now)).toBe(true);
    expect(isMilestoneOverdue({ dueDate: '2026-06-01T00:00:00Z', status: 'submitted' }, now)).toBe(true);
  });

  it('never a completed one, one due later, or one without a date', () => {
    expect(isMilestoneOverdue({ dueDate: '2026-06-01T00:00:00Z', status: 'completed' }, now)).toBe(false);
    expect(isMilestoneOverdue({ dueDate: '2026-06-11T00:00:00Z', status: 'pending' }, now)).toBe(false);
    expect(isMilestoneOverdue({ dueDate: null, status: 'pending' }, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { relativeTime, unreadBadge } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it('says Just now under 60 seconds', () => {
    expect(relativeTime(now, now)).toBe('Just now');
    expect(relativeTime(ago(59 * SECOND), now)).toBe('Just now');
    expect(relativeTime(ago(60 * SECOND - 1), now)).toBe('Just now');
  });

  it('switches to minutes at 60 seconds', () => {
    expect(relativeTime(ago(60 * SECOND), now)).toBe('1m ago');
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), now)).toBe('59m ago');
  });

  it('switches to hours at 60 minutes', () => {
    expect(relativeTime(ago(60 * MINUTE), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * HOUR), now)).toBe('23h ago');
    expect(relativeTime(ago(DAY - 1), now)).toBe('23h ago');
  });

  it('switches to days at 24 hours', () => {
    expect(relativeTime(ago(DAY), now)).toBe('1d ago');
    expect(relativeTime(ago(45 * DAY), now)).toBe('45d ago');
  });

  it('treats future dates as Just now', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * MINUTE), now)).toBe('Just now');
  });

  it('accepts ISO strings and ignores malformed ones', () => {
    expect(relativeTime('2026-03-10T10:00:00Z', now)).toBe('2h ago');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('defaults now to the current time', () => {
    expect(relativeTime(new Date())).toBe('Just now');
  });
});

describe('unreadBadge', () => {
  it('hides the badge at 0', () => {
    expect(unreadBadge(0)).toBe('');
  });

  it('shows the number up to 99, then 99+', () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(2500)).toBe('99+');
  });
});

import { describe, expect, it } from 'vitest';
import { createBellAnswers } from './bell-answers';
import { toNotificationDto } from './notifications.service';
import type { NotificationRow } from './notifications.repository';

const row = (id: string, readAt: Date | null = null): NotificationRow => ({
  id,
  userId: 'u1',
  type: 'quote_received',
  title: `Quote ${id}`,
  message: 'An expert sent a quote.',
  relatedId: null,
  readAt,
  createdAt: new Date('2026-03-04T12:00:00Z'),
});

describe('the bell answer kept per person', () => {
  it('is returned only for the state it was built for, and only to its person', () => {
    const answers = createBellAnswers(toNotificationDto);
    const state = { unreadCount: 2, fingerprint: 'a:,b:' };
    expect(answers.kept('u1', state)).toBeNull();
    const built = answers.keep('u1', state, [row('a'), row('b')]);
    expect(built).toMatchObject({ unreadCount: 2, notifications: [{ id: 'a' }, { id: 'b' }] });
    expect(Object.isFrozen(built.notifications[0])).toBe(true);

    expect(answers.kept('u1', { unreadCount: 2, fingerprint: 'a:,b:' })).toBe(built);
    expect(answers.kept('u1', { unreadCount: 1, fingerprint: 'a:,b:' })).toBeNull();
    expect(answers.kept('u1', { unreadCount: 2, fingerprint: 'a:1772620800000000,b:' })).toBeNull();
    expect(answers.kept('u2', state)).toBeNull();

    answers.forget('u1');
    expect(answers.kept('u1', state)).toBeNull();
  });

  it('keeps 2,000 people, forgetting the one asked least recently', () => {
    const answers = createBellAnswers(toNotificationDto);
    const state = { unreadCount: 0, fingerprint: '' };
    const first = answers.keep('person-0', state, []);
    const second = answers.keep('person-1', state, []);
    // Asked again, person 0 becomes the most recent; person 1 is now the least recently asked.
    expect(answers.kept('person-0', state)).toBe(first);
    for (let index = 2; index <= 2_000; index += 1) answers.keep(`person-${index}`, state, []);
    expect(answers.kept('person-1', state)).toBeNull();
    expect(answers.kept('person-0', state)).toBe(first);
    expect(second.unreadCount).toBe(0);
  });
});

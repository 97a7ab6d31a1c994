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
  it('is the same frozen answer while the rows match, and a new one once a row is read or added', () => {
    const answers = createBellAnswers(toNotificationDto);
    const first = answers.answer('u1', [row('a'), row('b')], 2);
    expect(Object.isFrozen(first.notifications[0])).toBe(true);
    expect(answers.answer('u1', [row('a'), row('b')], 2)).toBe(first);

    const read = answers.answer('u1', [row('a', new Date('2026-03-05T09:00:00Z')), row('b')], 1);
    expect(read).not.toBe(first);
    expect(read.unreadCount).toBe(1);
    expect(read.notifications[0]!.readAt).toBe('2026-03-05T09:00:00.000Z');

    const added = answers.answer('u1', [row('c'), row('a', new Date('2026-03-05T09:00:00Z')), row('b')], 2);
    expect(added.notifications.map((n) => n.id)).toEqual(['c', 'a', 'b']);
    // Another person never gets this person's answer, even with the same rows.
    expect(answers.answer('u2', [row('c')], 1)).not.toBe(answers.answer('u1', [row('c')], 1));
  });

  it('keeps 2,000 people, forgetting the one asked least recently', () => {
    const answers = createBellAnswers(toNotificationDto);
    const oldest = answers.answer('person-0', [row('a')], 1);
    const recent = answers.answer('person-1', [row('a')], 1);
    for (let index = 2; index <= 2_000; index += 1) answers.answer(`person-${index}`, [], 0);
    // 2,001 people asked: the first is forgotten, the second is still kept.
    expect(answers.answer('person-1', [row('a')], 1)).toBe(recent);
    expect(answers.answer('person-0', [row('a')], 1)).not.toBe(oldest);
  });
});

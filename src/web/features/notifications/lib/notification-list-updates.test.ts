import { describe, expect, it } from 'vitest';
import type { TNotification, TNotificationList } from '@shared/schemas/notifications';
import { withLiveNotification } from './live-notification';
import { withAllNotificationsRead, withIncomingNotification, withNotificationRead } from './notification-list-updates';

const notification = (id: string, readAt: string | null = null): TNotification => ({
  id,
  type: 'quote_received',
  title: `Title ${id}`,
  message: 'Message',
  relatedId: null,
  readAt,
  createdAt: '2026-11-22T10:00:00.000Z',
});
const READ_AT = '2026-11-22T11:00:00.000Z';

describe('the notification panel cache', () => {
  it('counts one fewer unread when one is read, never below zero (the cached count may be stale)', () => {
    const list: TNotificationList = { notifications: [notification('a'), notification('b')], unreadCount: 2 };
    expect(withNotificationRead(list, notification('a', READ_AT)).unreadCount).toBe(1);
    const stale: TNotificationList = { notifications: [notification('a')], unreadCount: 0 };
    expect(withNotificationRead(stale, notification('a', READ_AT)).unreadCount).toBe(0);
  });

  it('does not count a notification that was already read', () => {
    const list: TNotificationList = { notifications: [notification('a', READ_AT)], unreadCount: 3 };
    expect(withNotificationRead(list, notification('a', READ_AT)).unreadCount).toBe(3);
  });

  it('marks everything read', () => {
    const list: TNotificationList = { notifications: [notification('a'), notification('b', READ_AT)], unreadCount: 1 };
    const updated = withAllNotificationsRead(list, '2026-11-22T12:00:00.000Z');
    expect(updated.unreadCount).toBe(0);
    expect(updated.notifications.map((n) => n.readAt)).toEqual(['2026-11-22T12:00:00.000Z', READ_AT]);
  });

  it('puts a live notification on top once and keeps the 20 newest', () => {
    const list: TNotificationList = {
      notifications: Array.from({ length: 20 }, (_, i) => notification(`old-${i}`, READ_AT)),
      unreadCount: 0,
    };
    const updated = withIncomingNotification(list, notification('new'));
    expect(updated.notifications).toHaveLength(20);
    expect(updated.notifications[0]!.id).toBe('new');
    expect(updated.unreadCount).toBe(1);
    expect(withIncomingNotification(updated, notification('new'))).toBe(updated);
  });

  it('places a pushed whole notification, and asks for a refetch (null) when the push carries ids only', () => {
    const list: TNotificationList = { notifications: [], unreadCount: 0 };
    const id = '0b4f6f8e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
    const whole = { ...notification(id), relatedId: null };
    expect(withLiveNotification(list, whole)?.notifications.map((n) => n.id)).toEqual([id]);
    expect(withLiveNotification(list, { id, type: 'quote_rejected', relatedId: null })).toBeNull();
    expect(withLiveNotification(list, { reduced: true, id, type: 'quote_rejected' })).toBeNull();
    expect(withLiveNotification(list, 'not an object')).toBeNull();
    expect(withLiveNotification(list, { ...whole, createdAt: 'yesterday' })).toBeNull();
  });
});

import { Bell, Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RELATIVE_TIME_TICK_MS } from '@shared/domain/limits';
import { notificationLink } from '@shared/domain/notifications';
import { relativeTime, unreadBadge } from '@shared/domain/relative-time';
import { Button } from '@web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@web/components/ui/popover';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useLiveNotifications } from '../hooks/use-live-notifications';

/** Re-renders every 30 s so relative times ("5m ago") stay true while the panel is open. */
function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), RELATIVE_TIME_TICK_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, isPending, isError, error } = useNotifications(true);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const now = useNow(open);
  useLiveNotifications();

  useEffect(() => {
    // The spec: load errors are only logged.
    if (isError) console.error('Failed to load notifications', error);
  }, [isError, error]);

  const unread = data?.unreadCount ?? 0;
  const badge = unreadBadge(unread);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Bell className="size-5" />
          {badge && (
            <span
              data-testid="notification-badge"
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white"
            >
              {badge}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[min(24rem,calc(100vw-1rem))] p-0" aria-label="Notifications">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            disabled={unread === 0 || markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            Mark all read
          </Button>
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
          {isPending ? (
            <div className="flex justify-center p-6">
              <Spinner label="Loading notifications" />
            </div>
          ) : !data || data.notifications.length === 0 ? (
            <p className="p-6 text-center text-sm text-slate-500">No notifications yet</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.notifications.map((notification) => (
                <li
                  key={notification.id}
                  className={cn('flex gap-3 px-4 py-3', !notification.readAt && 'bg-brand-50/60')}
                >
                  <span
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      notification.readAt ? 'bg-transparent' : 'bg-brand-600',
                    )}
                    aria-hidden
                  />
                  <div className="min-w-0 flex-1">
                    {notificationLink(notification) ? (
                      <Link
                        to={notificationLink(notification)!}
                        className="text-sm font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                        onClick={() => {
                          if (!notification.readAt) markRead.mutate(notification.id);
                          setOpen(false);
                        }}
                      >
                        {notification.title}
                      </Link>
                    ) : (
                      <p className="text-sm font-medium text-slate-900">{notification.title}</p>
                    )}
                    <p className="text-sm text-slate-600">{notification.message}</p>
                    <p className="mt-1 text-xs text-slate-600">{relativeTime(notification.createdAt, now)}</p>
                  </div>
                  {!notification.readAt && (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 shrink-0"
                      aria-label={`Mark "${notification.title}" as read`}
                      onClick={() => markRead.mutate(notification.id)}
                    >
                      <Check />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

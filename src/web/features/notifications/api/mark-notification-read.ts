import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotification, TNotificationList } from '@shared/schemas/notifications';
import { api } from '@web/lib/api-client';
import { withNotificationRead } from '../lib/notification-list-updates';
import { notificationsQuery } from './list-notifications';

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TNotification>(`/api/notifications/${id}/read`),
    onSuccess: (updated) => {
      queryClient.setQueryData<TNotificationList>(notificationsQuery.queryKey, (list) =>
        list ? withNotificationRead(list, updated) : list,
      );
    },
    // The spec: update errors are only logged.
    onError: (error) => console.error('Failed to mark notification as read', error),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '@shared/schemas/notifications';
import { useRealtimeEvent } from '@web/lib/realtime';
import { queryKeys } from '@web/lib/query-keys';

/** A `quote_received` notification means a quote arrived or was revised: refetch the quotes and requests shown. */
export function useLiveQuotes(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    const notification = data as TNotification;
    if (notification.type !== 'quote_received') return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.requests.all });
  });
}

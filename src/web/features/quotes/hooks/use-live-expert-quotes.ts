import { useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '@shared/schemas/notifications';
import { useRealtimeEvent } from '@web/lib/realtime';
import { queryKeys } from '@web/lib/query-keys';

/** What happens to an expert's quotes (held, changes asked, approved, rejected) arrives as notifications. */
const QUOTE_EVENTS = new Set(['quote_approved', 'quote_rejected', 'system']);

export function useLiveExpertQuotes(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    if (QUOTE_EVENTS.has((data as TNotification).type))
      void queryClient.invalidateQueries({ queryKey: queryKeys.expertWork.quotes });
  });
}

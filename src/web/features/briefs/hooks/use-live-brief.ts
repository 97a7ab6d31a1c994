import { useQueryClient } from '@tanstack/react-query';
import { BRIEF_STATUS_EVENT } from '@shared/domain/briefs';
import type { TBriefStatusEvent } from '@shared/schemas/briefs';
import type { TNotification } from '@shared/schemas/notifications';
import { useRealtimeEvent } from '@web/lib/realtime';
import { queryKeys } from '@web/lib/query-keys';

/** Reloads a brief when it changes status or a notification about it arrives, so the page is never stale. */
export function useLiveBrief(briefId: string): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.briefs.detailAll(briefId) });
  useRealtimeEvent(BRIEF_STATUS_EVENT, (data) => {
    if ((data as TBriefStatusEvent).id === briefId) refresh();
  });
  useRealtimeEvent('notification', (data) => {
    if ((data as TNotification).relatedId === briefId) refresh();
  });
}

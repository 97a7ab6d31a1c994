import { useQueryClient } from '@tanstack/react-query';
import { MATCHING_COMPUTED_EVENT } from '@shared/domain/matching/live-events';
import { useRealtimeEvent } from '@web/lib/realtime';
import { queryKeys } from '@web/lib/query-keys';

/** A shortlist computed in the background (or by another admin) replaces "No matches computed yet" as it lands. */
export function useLiveShortlists(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(MATCHING_COMPUTED_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.matching });
  });
}

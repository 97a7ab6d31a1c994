import { useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '@shared/schemas/notifications';
import { useRealtimeEvent } from '@web/lib/realtime';
import { queryKeys } from '@web/lib/query-keys';

const EXPERT_EVENTS = new Set(['invitation_received', 'invitation_closed', 'quote_approved', 'quote_rejected']);
const ADMIN_EVENTS = new Set(['invitation_accepted', 'invitations_exhausted']);

/** Invitation notifications refresh what they change: the expert's invitations, or the admin's Active Requests. */
export function useLiveInvitations(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    const { type } = data as TNotification;
    if (EXPERT_EVENTS.has(type)) void queryClient.invalidateQueries({ queryKey: queryKeys.expertWork.all });
    if (ADMIN_EVENTS.has(type)) void queryClient.invalidateQueries({ queryKey: queryKeys.admin.matching });
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateChatMeeting,
  TCreateMeeting,
  TMeeting,
  TMeetingList,
  TRescheduleMeeting,
} from '@shared/schemas/meetings';
import { api, ApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useRealtimeEvent } from '@web/lib/realtime';

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/meetings`;

export const meetingsQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.projects.meetings(projectId),
    queryFn: () => api.get<TMeetingList>(base(projectId)),
  });

export function useMeetings(projectId: string) {
  return useQuery(meetingsQuery(projectId));
}

const MEETING_NOTIFICATIONS = new Set(['meeting_scheduled', 'meeting_rescheduled', 'meeting_cancelled']);

/** A meeting scheduled, moved or cancelled by someone else (its notification carries the project id) refreshes the list, live. */
export function useMeetingEvents(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    const push = data as { type?: string; relatedId?: string | null };
    if (push.type && MEETING_NOTIFICATIONS.has(push.type) && push.relatedId)
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.meetings(push.relatedId) });
  });
}

export function useCreateMeeting(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateMeeting) => api.post<TMeeting>(base(projectId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.meetings(projectId) }),
  });
}

/** Moves a meeting (its organizer or an admin); the attendees get the updated invitation. */
export function useRescheduleMeeting(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...times }: TRescheduleMeeting & { id: string }) =>
      api.post<TMeeting>(`${base(projectId)}/${encodeURIComponent(id)}/reschedule`, times),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.meetings(projectId) }),
  });
}

/** Cancels a meeting (its organizer or an admin); it leaves the list and the attendees' calendars. */
export function useCancelMeeting(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ ok: true }>(`${base(projectId)}/${encodeURIComponent(id)}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.meetings(projectId) }),
  });
}

/** The chat's manual meeting: created and announced in the chat. */
export function useCreateChatMeeting(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateChatMeeting) => api.post<TMeeting>(`${base(projectId)}/from-chat`, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.meetings(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.chat(projectId) }),
      ]),
  });
}

/** Forgets the viewer's Google Calendar connection (Google Meet is then the placeholder again). */
export function useDisconnectGoogle(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ ok: true }>('/api/meetings/google/connection'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.meetings(projectId) }),
  });
}

/** Where "Connect Google Calendar" goes: the server sends the browser on to Google's consent screen. */
export const googleConnectUrl = (projectId: string) =>
  `/api/meetings/google/connect?projectId=${encodeURIComponent(projectId)}`;

/** Downloads the meeting's .ics under the server's file name. */
export async function downloadMeetingIcs(projectId: string, meetingId: string): Promise<void> {
  const response = await fetch(`${base(projectId)}/${encodeURIComponent(meetingId)}/ics`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'download_failed',
      body?.error?.message ?? `Download failed (${response.status})`,
    );
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'meeting.ics';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAiChatStreamEvent,
  TAssistantMessageList,
  TInsight,
  TInsightList,
  TInsightStatusBody,
} from '@shared/schemas/assistant';
import { ApiError, api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const enc = encodeURIComponent;

/** The viewer's latest TeamSmith AI conversation on the project. */
export function useAssistantMessages(projectId: string) {
  return useQuery({
    queryKey: queryKeys.projects.assistant(projectId),
    queryFn: () => api.get<TAssistantMessageList>(`/api/projects/${enc(projectId)}/assistant/messages`),
  });
}

/**
 * Asks the assistant (POST /api/ai-chat as Server-Sent Events): `onDelta` gets the reply as it streams; resolves with
 * the complete reply once the server stored it. Rejects with an ApiError on any failure.
 */
export async function streamAiChat(
  input: { projectId: string; message: string; sessionId?: string | null },
  onDelta: (text: string) => void,
): Promise<{ message: string; sessionId: string }> {
  let response: Response;
  try {
    response = await fetch('/api/ai-chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        projectId: input.projectId,
        message: input.message,
        ...(input.sessionId ? { sessionId: input.sessionId } : {}),
      }),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'Network error. Check your connection and try again.');
  }
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string } };
    throw new ApiError(response.status, data?.error?.code ?? 'http_error', data?.error?.message ?? 'Request failed');
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (!block.startsWith('data: ')) continue;
      const event = JSON.parse(block.slice(6)) as TAiChatStreamEvent;
      if (event.type === 'delta') onDelta(event.text);
      else if (event.type === 'done') return { message: event.message, sessionId: event.sessionId };
      else if (event.type === 'error') throw new ApiError(502, 'assistant_failed', event.message);
    }
  }
  throw new ApiError(502, 'assistant_incomplete', 'The reply ended early.');
}

/** The project's active insights. */
export function useInsights(projectId: string) {
  return useQuery({
    queryKey: queryKeys.projects.insights(projectId),
    queryFn: () => api.get<TInsightList>(`/api/projects/${enc(projectId)}/insights`),
  });
}

/**
 * Mark done / Dismiss: the insight leaves the list at once and comes back if the server refuses (a 409 means someone
 * else already changed it, so it stays gone).
 */
export function useSetInsightStatus(projectId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.projects.insights(projectId);
  return useMutation({
    mutationFn: ({ id, status }: { id: string } & TInsightStatusBody) =>
      api.patch<TInsight>(`/api/projects/${enc(projectId)}/insights/${enc(id)}`, { status }),
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TInsightList>(key);
      queryClient.setQueryData<TInsightList>(key, (data) =>
        data ? { insights: data.insights.filter((insight) => insight.id !== id) } : data,
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      if (error instanceof ApiError && error.status === 409) return;
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}

import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  CHAT_MESSAGE_EVENT,
  chatChannelOf,
  type TChatMessage,
  type TChatPage,
  type TChatUnread,
} from '@shared/schemas/chat';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useRealtimeChannel } from '@web/lib/realtime';

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/messages`;

/** How often the dashboard's unread counts refresh while it is open (besides on focus). */
const UNREAD_REFRESH_MS = 30_000;

type ChatData = InfiniteData<TChatPage, string | null>;

const byTime = (a: TChatMessage, b: TChatMessage) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** Adds messages to the newest page, skipping any already shown (a live push and the POST answer can both bring one). */
function mergeNewest(data: ChatData | undefined, incoming: TChatMessage[]): ChatData | undefined {
  if (!data || data.pages.length === 0) return data;
  const known = new Set(data.pages.flatMap((page) => page.messages.map((m) => m.id)));
  const fresh = incoming.filter((m) => !known.has(m.id));
  if (fresh.length === 0) return data;
  const [newest, ...older] = data.pages;
  return { ...data, pages: [{ ...newest!, messages: [...newest!.messages, ...fresh].sort(byTime) }, ...older] };
}

/** The chat's pages: the first is the newest; each next page holds the messages just before the previous one. */
export function useChatMessages(projectId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.projects.chat(projectId),
    queryFn: ({ pageParam }) =>
      api.get<TChatPage>(pageParam ? `${base(projectId)}?before=${encodeURIComponent(pageParam)}` : base(projectId)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasOlder ? (page.messages[0]?.id ?? null) : null),
    // Live pushes keep it current; a refetch would reload every page scrolled through.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

async function catchUp(queryClient: QueryClient, projectId: string): Promise<void> {
  const key = queryKeys.projects.chat(projectId);
  if (!queryClient.getQueryData<ChatData>(key)) return;
  const newest = await api.get<TChatPage>(base(projectId));
  queryClient.setQueryData<ChatData>(key, (data) => mergeNewest(data, newest.messages));
}

/**
 * New messages arrive live on `project:{id}`. A push carries the whole message unless it was too big for a push
 * (then only its ids): the newest page is fetched instead, as on every (re)connect.
 */
export function useChatLive(projectId: string, onMessage: (message: TChatMessage | null) => void): void {
  const queryClient = useQueryClient();
  useRealtimeChannel(
    chatChannelOf(projectId),
    (push) => {
      if (push.event !== CHAT_MESSAGE_EVENT) return;
      const data = push.data as Partial<TChatMessage> & { reduced?: boolean };
      if (data.reduced || typeof data.message !== 'string') {
        void catchUp(queryClient, projectId).then(() => onMessage(null));
        return;
      }
      queryClient.setQueryData<ChatData>(queryKeys.projects.chat(projectId), (current) =>
        mergeNewest(current, [data as TChatMessage]),
      );
      onMessage(data as TChatMessage);
    },
    () => void catchUp(queryClient, projectId).catch(() => undefined),
  );
}

export function useSendChatMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `id`: chosen once per draft, so a retried send is stored once. */
    mutationFn: ({ message, id }: { message: string; id: string }) =>
      api.post<TChatMessage>(base(projectId), { message, id }),
    onSuccess: (message) => {
      queryClient.setQueryData<ChatData>(queryKeys.projects.chat(projectId), (current) =>
        mergeNewest(current, [message]),
      );
    },
  });
}

/** Marks the chat read (while it is open and visible) and refreshes the dashboard's unread counts. */
export function useMarkChatRead(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>(`${base(projectId)}/read`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.chatUnread }),
  });
}

/** Unread chat messages per project id, for the project lists. */
export function useChatUnread() {
  return useQuery({
    queryKey: queryKeys.projects.chatUnread,
    queryFn: () => api.get<TChatUnread>('/api/chat/unread'),
    select: (data) => new Map(data.projects.map((p) => [p.projectId, p.unread])),
    refetchInterval: UNREAD_REFRESH_MS,
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { queryKeys } from './query-keys';
import { useViewer } from './viewer';

export type RealtimeMessage = { event: string; channel: string | null; data: unknown };
type Handler = (message: RealtimeMessage) => void;

type Registry = { add: (handler: Handler) => () => void };

const RealtimeContext = createContext<Registry | null>(null);

/**
 * Data no live event changes: the signed-in person (only their own actions, which refresh it themselves) and the public
 * configuration (a deploy). The stream's opening does not fetch them again.
 */
const UNCHANGED_BY_EVENTS = new Set<unknown>([queryKeys.viewer[0], queryKeys.publicConfig[0]]);

/**
 * The live stream's event position the page was rendered at (the server writes it beside the page's data, read after
 * it), or null: every query in this tab was loaded after it, so a stream opened from there misses nothing. Taken once:
 * a stream opened later (another person signed in on this tab) has data loaded later, and opens as a first connection.
 */
function takeRenderedPosition(): string | null {
  const element = document.getElementById('stream-position');
  const position = element?.textContent ?? '';
  element?.remove();
  return /^\d+$/.test(position) ? position : null;
}

/**
 * One Server-Sent Events connection per signed-in tab, on the user's own channel. EventSource reconnects by itself;
 * features register handlers with `useRealtimeEvent`. A page rendered on the server opens the stream from the position
 * it was rendered at, and the server replays what happened since, so nothing is fetched again; without one, and when
 * the server says the gap can no longer be replayed (`reset`), the queries loaded before the stream opened that an
 * event could have changed are refetched, as on each reopen.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { viewer } = useViewer();
  const [registry] = useState(() => {
    const handlers = new Set<Handler>();
    /**
     * What the first open replayed (the gap between the render and the open), and on which page: a part of that page
     * that registers after it arrived (a lazy header part, a boundary hydrated later) is given it then.
     */
    const replayed = { path: '', messages: [] as RealtimeMessage[] };
    return {
      handlers,
      replayed,
      add(handler: Handler) {
        handlers.add(handler);
        if (window.location.pathname === replayed.path) replayed.messages.forEach(handler);
        return () => void handlers.delete(handler);
      },
    };
  });
  const userId = viewer?.userId;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    const position = takeRenderedPosition();
    const source = new EventSource(
      `/api/realtime/stream?channels=user${position === null ? '' : `&lastEventId=${position}`}`,
    );
    let openedAt = 0;
    let replaying = position !== null;
    registry.replayed.path = window.location.pathname;
    registry.replayed.messages = [];
    const refetchOlder = () =>
      void queryClient.invalidateQueries({
        predicate: (query) => query.state.dataUpdatedAt < openedAt && !UNCHANGED_BY_EVENTS.has(query.queryKey[0]),
      });
    source.onopen = () => {
      const firstOpen = openedAt === 0;
      openedAt = Date.now();
      if (!firstOpen || position === null) refetchOlder();
    };
    source.onmessage = (message: MessageEvent<string>) => {
      const parsed = JSON.parse(message.data) as RealtimeMessage;
      if (parsed.event === 'reset') refetchOlder();
      if (parsed.event === 'ready') replaying = false;
      else if (replaying) registry.replayed.messages.push(parsed);
      registry.handlers.forEach((handler) => handler(parsed));
    };
    return () => source.close();
  }, [userId, registry, queryClient]);

  return <RealtimeContext.Provider value={registry}>{children}</RealtimeContext.Provider>;
}

/** Calls `handler` with the data of each live event of this name. */
export function useRealtimeEvent(event: string, handler: (data: unknown) => void): void {
  const registry = useContext(RealtimeContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!registry) return;
    return registry.add((message) => {
      if (message.event === event) latest.current(message.data);
    });
  }, [registry, event]);
}

/**
 * A live stream of one more channel (e.g. `project:<id>`, which only participants and admins may join) while the
 * calling component is mounted: its own EventSource, beside the tab's user stream. `onOpen` runs on each (re)open,
 * so the caller can refetch what it may have missed. Pass null to hold no stream.
 */
export function useRealtimeChannel(
  channel: string | null,
  handler: (message: RealtimeMessage) => void,
  onOpen?: () => void,
): void {
  const latest = useRef({ handler, onOpen });
  latest.current = { handler, onOpen };
  useEffect(() => {
    if (!channel) return;
    const source = new EventSource(`/api/realtime/stream?channels=${encodeURIComponent(channel)}`);
    // Also on the first open: something may have been posted between the caller's first load and now.
    source.onopen = () => latest.current.onOpen?.();
    source.onmessage = (message: MessageEvent<string>) => {
      const parsed = JSON.parse(message.data) as RealtimeMessage;
      if (parsed.channel === channel) latest.current.handler(parsed);
    };
    return () => source.close();
  }, [channel]);
}

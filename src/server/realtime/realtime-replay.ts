import type { RealtimeMessage } from './hub';
import type { RealtimeEventsRepository } from './realtime-events.repository';

/** How long pushes are kept for a reconnecting client; one away longer gets `reset` and reloads its data. */
export const REALTIME_REPLAY_WINDOW_MS = 10 * 60 * 1000;
/** More missed pushes than this are not replayed one by one: the client is told to reload (`reset`). */
const REPLAY_LIMIT = 500;

/** The Last-Event-ID header as an event id, or null when absent or not one of ours. */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

export type Resumption = {
  /** The pushes on the channels after the client's last one, oldest first. */
  missed: RealtimeMessage[];
  /** True when what was missed can no longer be replayed (too old, too many): the client must reload. */
  reset: boolean;
  /** The newest event id kept when the stream opened: the `ready` event's id. */
  cursor: number;
};

/**
 * What a stream opening on `channels` owes a client that last saw `lastEventId`: the position of its last event, or of
 * the page it was rendered with (null: a first connection with nothing to catch up on).
 */
export async function resumeFrom(
  events: RealtimeEventsRepository,
  channels: string[],
  lastEventId: number | null,
): Promise<Resumption> {
  const { oldest, newest } = await events.bounds();
  const cursor = newest ?? 0;
  if (lastEventId === null) return { missed: [], reset: false, cursor };
  // The client's own last event has been pruned (anything after it may have been too), or it is no position of ours.
  if (oldest === null || newest === null || oldest > lastEventId || lastEventId > newest)
    return { missed: [], reset: true, cursor };
  const rows = await events.since(channels, lastEventId, REPLAY_LIMIT + 1);
  if (rows.length > REPLAY_LIMIT) return { missed: [], reset: true, cursor };
  const missed = rows.map((row) => ({ ...(JSON.parse(row.payload) as RealtimeMessage), id: row.id }));
  return { missed, reset: false, cursor: Math.max(cursor, ...missed.map((message) => message.id)) };
}

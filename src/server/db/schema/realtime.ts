import { sqlNow } from '../sql-now';
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every live push for a short while (minutes), so a client that reconnects with `Last-Event-ID` gets what it missed
 * from any instance. The id is the SSE event id: it grows with each push.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    /** The message as it went out through NOTIFY (JSON, possibly reduced to ids). */
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(sqlNow),
  },
  (t) => [
    index('realtime_events_channel_id_idx').on(t.channel, t.id),
    index('realtime_events_created_idx').on(t.createdAt),
  ],
);

import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Database, Executor } from '../../db/client';
import type { RealtimeHub } from '../../realtime/hub';
import {
  sanitiseAnalyticsProperties,
  type TAnalyticsEventName,
  type TAnalyticsProperties,
} from '../../../shared/domain/analytics';
import { ANALYTICS_MONITOR_LIMIT } from '../../../shared/domain/limits';
import {
  ANALYTICS_CHANNEL,
  ANALYTICS_REALTIME_EVENT,
  type TAnalyticsEventsResponse,
  type TAnalyticsMonitorEvent,
  type TAnalyticsSummary,
} from '../../../shared/schemas/analytics';
import type { SettingsService } from '../settings/settings.service';
import { createAnalyticsRepository, type AnalyticsEventRow } from './analytics.repository';

export type AnalyticsEventInput = {
  name: TAnalyticsEventName;
  userId: string | null;
  properties?: Record<string, unknown>;
};

/** A short one-way tag of a user id: the same person reads the same tag, and the monitor never shows who it is. */
export function userTag(userId: string | null): string | null {
  return userId ? `u-${createHash('sha256').update(userId).digest('hex').slice(0, 8)}` : null;
}

function toMonitorEvent(row: AnalyticsEventRow): TAnalyticsMonitorEvent {
  return {
    id: row.id,
    name: row.name as TAnalyticsEventName,
    createdAt: row.createdAt.toISOString(),
    user: userTag(row.userId),
    properties: sanitiseAnalyticsProperties((row.properties ?? {}) as Record<string, unknown>),
  };
}

/**
 * Stores analytics events (name, user, properties, time) when capture is on, pushes each one to the admins' live
 * monitor (`admin:analytics`), lists the newest 50 for it, and deletes events past the retention setting daily.
 */
export function createAnalyticsService({
  db,
  hub,
  settings,
  isAdmin,
  logger,
}: {
  db: Database;
  hub: RealtimeHub;
  settings: SettingsService;
  /** Whether a user is an admin (profiles owns that); the monitor's channel is theirs only. */
  isAdmin: (userId: string) => Promise<boolean>;
  logger?: Logger;
}) {
  const repository = createAnalyticsRepository(db);

  hub.registerAuthorizer('admin', async (userId, id) => id === 'analytics' && (await isAdmin(userId)));

  async function sweep(): Promise<number> {
    const { value: days } = await settings.get('analytics_retention_days');
    const deleted = await repository.deleteOlderThan(days);
    if (deleted > 0) logger?.info({ deleted, days }, 'analytics events past retention deleted');
    return deleted;
  }

  /**
   * Records one event; pass the caller's transaction so it is kept (and pushed live) only if the change it
   * describes commits. Personal data and non-scalar properties are dropped, never stored. With capture switched
   * off in settings nothing is stored. Returns the stored event, or null.
   */
  async function record(event: AnalyticsEventInput, executor: Executor = db): Promise<TAnalyticsMonitorEvent | null> {
    const { enabled } = await settings.get('analytics_capture_enabled', executor);
    if (!enabled) return null;
    const properties: TAnalyticsProperties = sanitiseAnalyticsProperties(event.properties ?? {});
    const row = await repository.insert({ name: event.name, userId: event.userId, properties }, executor);
    const shown = toMonitorEvent(row);
    await hub.publish(executor, { channel: ANALYTICS_CHANNEL, event: ANALYTICS_REALTIME_EVENT, data: shown });
    return shown;
  }

  return {
    record,
    /**
     * Records an event that belongs to no transaction (a checkout session opened, a sign-in) without ever failing
     * the caller: a failure is only logged.
     */
    async recordSafely(event: AnalyticsEventInput): Promise<void> {
      try {
        await record(event);
      } catch (error) {
        logger?.error({ err: error, event: event.name }, 'recording an analytics event failed');
      }
    },
    /** The newest events first, at most ANALYTICS_MONITOR_LIMIT (50), optionally of one name. */
    async listNewest(name?: TAnalyticsEventName): Promise<TAnalyticsEventsResponse> {
      const rows = await repository.listNewest(ANALYTICS_MONITOR_LIMIT, name);
      return { events: rows.map(toMonitorEvent) };
    },
    async summary(): Promise<TAnalyticsSummary> {
      const { stored, last24Hours, oldestAt } = await repository.summary();
      return { stored, last24Hours, oldestAt: oldestAt?.toISOString() ?? null };
    },
    /** Deletes the events older than the retention setting (the daily job runs this). */
    sweep,
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

import type { TAnalyticsMonitorEvent } from '@shared/schemas/analytics';
import { ANALYTICS_MONITOR_LIMIT } from '@shared/domain/limits';

/**
 * The live monitor's list: the newest events first, never more than ANALYTICS_MONITOR_LIMIT (50). While paused,
 * arrivals wait in `held` (the screen says "n new") and join the list on resume.
 */
export type MonitorState = {
  events: TAnalyticsMonitorEvent[];
  held: TAnalyticsMonitorEvent[];
  paused: boolean;
};

export const emptyMonitor: MonitorState = { events: [], held: [], paused: false };

/** Newest first by time (then id), no duplicates, at most 50. */
export function newestFirst(events: TAnalyticsMonitorEvent[]): TAnalyticsMonitorEvent[] {
  const seen = new Set<string>();
  return [...events]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .filter((event) => (seen.has(event.id) ? false : (seen.add(event.id), true)))
    .slice(0, ANALYTICS_MONITOR_LIMIT);
}

/** A new filter starts from an empty list (keeping the pause) until its events load. */
export function filtered(state: MonitorState): MonitorState {
  return { ...state, events: [], held: [] };
}

/** The list as loaded, merged with what arrived live while it loaded (or while the stream was reconnecting). */
export function loaded(state: MonitorState, events: TAnalyticsMonitorEvent[]): MonitorState {
  return { ...state, events: newestFirst([...events, ...state.events]) };
}

/** One event pushed live; one of another name than the filter is not shown. */
export function arrived(state: MonitorState, event: TAnalyticsMonitorEvent, filter: string | null): MonitorState {
  if (filter && event.name !== filter) return state;
  if (state.events.some((shown) => shown.id === event.id) || state.held.some((held) => held.id === event.id))
    return state;
  if (state.paused) return { ...state, held: newestFirst([event, ...state.held]) };
  return { ...state, events: newestFirst([event, ...state.events]) };
}

export function paused(state: MonitorState): MonitorState {
  return { ...state, paused: true };
}

/** Resuming shows what arrived meanwhile. */
export function resumed(state: MonitorState): MonitorState {
  return { events: newestFirst([...state.held, ...state.events]), held: [], paused: false };
}

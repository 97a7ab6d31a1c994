import { describe, expect, it } from 'vitest';
import type { TAnalyticsMonitorEvent } from '@shared/schemas/analytics';
import { arrived, emptyMonitor, filtered, loaded, paused, resumed } from './monitor-state';

const at = (second: number, name: TAnalyticsMonitorEvent['name'] = 'page_view'): TAnalyticsMonitorEvent => ({
  id: `id-${second}`,
  name,
  createdAt: new Date(Date.UTC(2026, 10, 22, 12, 0, second)).toISOString(),
  user: null,
  properties: {},
});

describe('the live monitor list', () => {
  it('keeps the newest 50, newest first', () => {
    let state = loaded(
      emptyMonitor,
      Array.from({ length: 50 }, (_, i) => at(i)),
    );
    state = arrived(state, at(55), null);
    expect(state.events).toHaveLength(50);
    expect(state.events[0]!.id).toBe('id-55');
    expect(state.events.at(-1)!.id).toBe('id-1');
  });

  it('ignores a duplicate and an event of another name than the filter', () => {
    let state = loaded(emptyMonitor, [at(1)]);
    state = arrived(state, at(1), null);
    state = arrived(state, at(2, 'sign_in'), 'page_view');
    expect(state.events.map((event) => event.id)).toEqual(['id-1']);
  });

  it('while paused holds arrivals as "n new" and shows them on resume', () => {
    let state = paused(loaded(emptyMonitor, [at(1)]));
    state = arrived(state, at(2), null);
    state = arrived(state, at(3), null);
    expect(state.events.map((event) => event.id)).toEqual(['id-1']);
    expect(state.held).toHaveLength(2);
    state = resumed(state);
    expect(state.paused).toBe(false);
    expect(state.held).toHaveLength(0);
    expect(state.events.map((event) => event.id)).toEqual(['id-3', 'id-2', 'id-1']);
  });

  it('a new filter starts empty; its loaded list merges with what arrived live meanwhile', () => {
    let state = filtered(loaded(emptyMonitor, [at(1), at(2)]));
    expect(state.events).toEqual([]);
    state = arrived(state, at(9, 'sign_in'), 'sign_in');
    state = loaded(state, [at(3, 'sign_in')]);
    expect(state.events.map((event) => event.id)).toEqual(['id-9', 'id-3']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceEffect, SEARCH_DEBOUNCE_MS } from './use-debounced-value';

/** Runs the hook's effect as React does: each new value first cleans up the previous effect. */
function renderSequence(delayMs: number) {
  const settled: string[] = [];
  let cleanup: (() => void) | undefined;
  return {
    settled,
    render(value: string) {
      cleanup?.();
      cleanup = debounceEffect(value, delayMs, (next) => settled.push(next));
    },
    unmount() {
      cleanup?.();
    },
  };
}

describe('useDebouncedValue (search debounced 300 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 300 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    const hook = renderSequence(SEARCH_DEBOUNCE_MS);
    hook.render('acme');
    vi.advanceTimersByTime(299);
    expect(hook.settled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(hook.settled).toEqual(['acme']);
  });

  it('restarts the wait on every keystroke and settles only the last value', () => {
    const hook = renderSequence(SEARCH_DEBOUNCE_MS);
    hook.render('a');
    vi.advanceTimersByTime(200);
    hook.render('ac');
    vi.advanceTimersByTime(200);
    hook.render('acm');
    vi.advanceTimersByTime(200);
    hook.render('acme');
    expect(hook.settled).toEqual([]);
    vi.advanceTimersByTime(300);
    expect(hook.settled).toEqual(['acme']);
  });

  it('settles each value typed after a pause', () => {
    const hook = renderSequence(SEARCH_DEBOUNCE_MS);
    hook.render('web');
    vi.advanceTimersByTime(300);
    hook.render('website');
    vi.advanceTimersByTime(300);
    expect(hook.settled).toEqual(['web', 'website']);
  });

  it('drops a pending value on unmount', () => {
    const hook = renderSequence(SEARCH_DEBOUNCE_MS);
    hook.render('gone');
    vi.advanceTimersByTime(100);
    hook.unmount();
    vi.advanceTimersByTime(1000);
    expect(hook.settled).toEqual([]);
  });
});

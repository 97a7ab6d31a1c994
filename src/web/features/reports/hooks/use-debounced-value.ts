import { useEffect, useState } from 'react';

/** The spec's report search debounce: 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The effect behind `useDebouncedValue`: settles `value` after `delayMs` unless the returned cleanup runs first (React
 * runs it when the value changes again, or on unmount). Separate so its timing is testable with fake timers.
 */
export function debounceEffect<T>(value: T, delayMs: number, settle: (value: T) => void): () => void {
  const timer = setTimeout(() => settle(value), delayMs);
  return () => clearTimeout(timer);
}

/** `value` once it has stayed the same for `delayMs` (typing in a search box reaches the query when typing pauses). */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => debounceEffect(value, delayMs, setSettled), [value, delayMs]);
  return settled;
}

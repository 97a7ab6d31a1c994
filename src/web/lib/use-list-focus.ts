import { useCallback, useEffect, useRef, type FocusEvent } from 'react';
import { listFocusTarget } from './list-focus-target';

/** The list's own heading when it has one, else the page's: where focus goes when a list it was in is left empty. */
const headingOf = (listHeadingId: string | undefined) =>
  (listHeadingId && document.getElementById(listHeadingId)) || document.querySelector<HTMLElement>('main h1');

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * Keeps keyboard focus in a list whose rows can leave (an approved deliverable, a sent revision): when the focused
 * row goes, focus moves to the row that took its place, else the one before, else the heading, instead of
 * falling to the page body (where the next Tab would start again at "Skip to content"); `listHeadingId` names a
 * heading of the list's own to fall back on instead. The list's children are the rows in the order of `rowKeys`, with
 * tabIndex -1 from the caller. The check runs after every render of the caller, so it sees the list as re-rendered,
 * never the rows about to go.
 */
export function useListFocus<TList extends HTMLElement>(rowKeys: readonly string[], listHeadingId?: string) {
  const listRef = useRef<TList>(null);
  const currentKeys = useRef(rowKeys);
  currentKeys.current = rowKeys;
  // The row that last held focus and the order of the rows then.
  const lastFocused = useRef<{ key: string; order: readonly string[] } | null>(null);
  const focusInList = useRef(false);

  const focusNearestRow = useCallback(() => {
    const last = lastFocused.current;
    const key = last && listFocusTarget(last.order, last.key, currentKeys.current);
    const rows = Array.from(listRef.current?.children ?? []) as HTMLElement[];
    const target = (key !== null && rows[currentKeys.current.indexOf(key)]) || headingOf(listHeadingId);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  }, [listHeadingId]);

  /** For a dialog opened from a row: back to its opener when that is still on the page, else to the nearest row. */
  const returnFocus = useCallback(
    (opener: HTMLElement | null) => {
      if (opener?.isConnected) opener.focus();
      else focusNearestRow();
    },
    [focusNearestRow],
  );

  const onFocusCapture = (event: FocusEvent<TList>) => {
    const index = Array.from(event.currentTarget.children).findIndex((row) => row.contains(event.target));
    const key = currentKeys.current[index];
    if (key !== undefined) lastFocused.current = { key, order: currentKeys.current };
    focusInList.current = true;
  };
  const onBlurCapture = (event: FocusEvent<TList>) => {
    const list = event.currentTarget;
    if (event.relatedTarget) {
      focusInList.current = list.contains(event.relatedTarget);
      return;
    }
    // Nowhere to go: a removed row or a disabled button loses focus so, and that is ours to mend; a click on the
    // page's background or leaving the window does too, and that is left alone.
    const left = event.target;
    requestAnimationFrame(() => {
      if (left.isConnected && !left.matches(':disabled')) focusInList.current = false;
    });
  };

  useEffect(() => {
    if (focusInList.current && focusLost()) focusNearestRow();
  });

  return { listRef, listProps: { onFocusCapture, onBlurCapture }, returnFocus };
}

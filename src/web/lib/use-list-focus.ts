import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

/** The page's own heading, where focus goes when a list it was in is left empty. */
const pageHeading = () => document.querySelector<HTMLElement>('main h1');

/**
 * Keeps keyboard focus in a list whose rows can leave (an approved deliverable, a sent revision): when the focused
 * row goes, focus moves to the row that took its place, else the one before, else the page's heading, instead of
 * falling to the page body (where the next Tab would start again at "Skip to content"). Rows are the list's children
 * and get tabIndex -1 from the caller; `rowsKey` changes whenever the rows do.
 */
export function useListFocus<TList extends HTMLElement>(rowsKey: string) {
  const listRef = useRef<TList>(null);
  const lastRowIndex = useRef(0);
  const focusWasInList = useRef(false);

  const focusNearestRow = useCallback(() => {
    const rows = Array.from(listRef.current?.children ?? []) as HTMLElement[];
    const row = rows[Math.min(lastRowIndex.current, rows.length - 1)];
    const target = row ?? pageHeading();
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  }, []);

  /** For a dialog opened from a row: back to its opener when that is still on the page, else to the nearest row. */
  const returnFocus = useCallback(
    (opener: HTMLElement | null) => {
      if (opener?.isConnected) opener.focus();
      else focusNearestRow();
    },
    [focusNearestRow],
  );

  const onFocusCapture = (event: FocusEvent<TList>) => {
    const rows = Array.from(event.currentTarget.children);
    const index = rows.findIndex((row) => row.contains(event.target));
    if (index >= 0) lastRowIndex.current = index;
    focusWasInList.current = true;
  };
  const onBlurCapture = (event: FocusEvent<TList>) => {
    // Focus moving elsewhere on purpose; a removed row blurs with nowhere to go.
    if (event.relatedTarget) focusWasInList.current = event.currentTarget.contains(event.relatedTarget);
  };

  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && focusWasInList.current) focusNearestRow();
  }, [rowsKey, focusNearestRow]);

  return { listRef, listProps: { onFocusCapture, onBlurCapture }, returnFocus };
}

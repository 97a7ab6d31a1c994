/**
 * Which row should take focus after the focused row of a list left it: the row that came after it and is still
 * there (the one that takes its place), else the nearest earlier row still there, else none (the caller falls back
 * to the page's heading). When the row is still there (its buttons changed, say), it keeps focus itself.
 * `orderThen` is the rows' keys as they were when the row had focus, so rows added or removed meanwhile elsewhere in
 * the list do not shift the choice.
 */
export function listFocusTarget(
  orderThen: readonly string[],
  focusedKey: string,
  rowsNow: readonly string[],
): string | null {
  const present = new Set(rowsNow);
  if (present.has(focusedKey)) return focusedKey;
  const at = orderThen.indexOf(focusedKey);
  const after = orderThen.slice(at + 1).find((key) => present.has(key));
  if (after !== undefined) return after;
  const before = orderThen
    .slice(0, Math.max(at, 0))
    .reverse()
    .find((key) => present.has(key));
  return before ?? null;
}

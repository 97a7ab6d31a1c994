/** The spec's numbered pagination shows at most 5 page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/** How many pages `total` rows make at `pageSize` a page (at least 1, so an empty report still has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers to show as buttons: at most `max`, a window around `page` that keeps it centred where it can and
 * slides against either end (pages 1–5 on page 2 of 20, 8–12 on page 10, 16–20 on page 19). A `page` outside
 * 1..count is clamped.
 */
export function pageWindow(page: number, count: number, max: number = MAX_PAGE_BUTTONS): number[] {
  const pages = Math.max(1, Math.floor(count));
  const size = Math.min(Math.max(1, Math.floor(max)), pages);
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/**
 * The rows a page shows, 1-based and inclusive: page 2 of 60 rows by 25 is 26 to 50; an empty report, or a page past
 * the last (an old link), shows 0 to 0.
 */
export function showingRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  const from = (page - 1) * pageSize + 1;
  if (from > total) return { from: 0, to: 0 };
  return { from, to: Math.min(page * pageSize, total) };
}

/** The spec's "Showing x to y of n". */
export function showingText(page: number, pageSize: number, total: number): string {
  const { from, to } = showingRange(page, pageSize, total);
  return `Showing ${from.toLocaleString('en-GB')} to ${to.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}`;
}

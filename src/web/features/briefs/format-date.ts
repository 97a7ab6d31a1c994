/** "21 Nov 2026": dates on brief pages, British style like the rest of the marketplace. */
export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

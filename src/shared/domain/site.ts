/** The product's name, as page titles, link previews and structured data carry it. */
export const SITE_NAME = 'Outcome Marketplace';

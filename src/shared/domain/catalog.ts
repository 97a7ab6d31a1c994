/** Catalog rules shared by the catalog page, product pages and the seed. */

/** The order in which category filter chips and groups appear (spec §2 Catalog). */
export const CATEGORY_ORDER = [
  'sales-acceleration',
  'performance-improvement',
  'process-optimization',
  'compliance',
] as const;
export type TCategorySlug = (typeof CATEGORY_ORDER)[number];

/** A catalog card lists this many deliverables, then a "+ more" marker. */
export const CARD_DELIVERABLES_LIMIT = 3;

/** The home page shows at most this many capability cards (spec §9). */
export const HOME_CAPABILITY_CARDS_LIMIT = 6;

const SIZE_WORDS = ['starter', 'pilot', 'advanced', 'pro', 'premium', 'lite', 'basic'];
// Whole words only: a hyphen counts as part of a word so "pro-active" and "process" keep their "pro".
const SIZE_WORD_RE = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${SIZE_WORDS.join('|')})(?![\\p{L}\\p{N}-])`, 'gu');
// "2.0" goes as one number, so no stray "." is left to split "Lead Engine 2.0" from "Lead Engine".
const NUMBER_RE = /\d+(?:[.,]\d+)*/g;
// Punctuation left at a word's edge once a size word or number is gone ("Setup — Pro", "30-Day", "(Pro)").
const EDGE_PUNCTUATION_RE = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/** Made on first use: building one takes milliseconds, and the public pages load this module but never sort. */
let collator: Intl.Collator | undefined;
const compareNames = (a: string, b: string) => (collator ??= new Intl.Collator('en-GB')).compare(a, b);

type TOrderableCategory = { slug: string; name: string; is_active: boolean };

/** Known slugs in CATEGORY_ORDER, then any others by name; keeps inactive ones (the admin list shows them). */
export function sortCategories<T extends Omit<TOrderableCategory, 'is_active'>>(categories: readonly T[]): T[] {
  const rank = (slug: string): number => {
    const index = (CATEGORY_ORDER as readonly string[]).indexOf(slug);
    return index === -1 ? CATEGORY_ORDER.length : index;
  };
  return [...categories].sort((a, b) => rank(a.slug) - rank(b.slug) || compareNames(a.name, b.name));
}

/** Active categories, known slugs in CATEGORY_ORDER, then any others by name. */
export function orderCategories<T extends TOrderableCategory>(categories: readonly T[]): T[] {
  return sortCategories(categories.filter((category) => category.is_active));
}

/** Groups size variants of one pack together: "Outbound Setup — Pro 2" → "outbound setup". */
export function catalogSortKey(title: string): string {
  return title
    .toLowerCase()
    .replace(SIZE_WORD_RE, ' ')
    .replace(NUMBER_RE, '')
    .split(/\s+/)
    .map((token) => token.replace(EDGE_PUNCTUATION_RE, ''))
    .filter((token) => token !== '')
    .join(' ');
}

type TSortableProduct = { title: string; base_price: number };

/** By sort key, then cheapest first; stable and returns a new array. */
export function sortCatalog<T extends TSortableProduct>(products: readonly T[]): T[] {
  return products
    .map((product) => ({ product, key: catalogSortKey(product.title) }))
    .sort((a, b) => compareNames(a.key, b.key) || a.product.base_price - b.product.base_price)
    .map(({ product }) => product);
}

// "- ", "* ", "• " or "1." / "1)"; a number must not run into another digit so "1.5x faster" survives.
const BULLET_RE = /^(?:[-*•]|\d{1,3}[.)](?!\d))\s*/u;

/** Newline-separated deliverables as people paste them → clean items. */
export function parseDeliverables(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(BULLET_RE, '').trim())
    .filter((line) => line !== '');
}

/** What a catalog card shows: the first three deliverables and whether more exist. */
export function cardDeliverables(text: string | null | undefined): { shown: string[]; more: boolean } {
  const items = parseDeliverables(text);
  return { shown: items.slice(0, CARD_DELIVERABLES_LIMIT), more: items.length > CARD_DELIVERABLES_LIMIT };
}

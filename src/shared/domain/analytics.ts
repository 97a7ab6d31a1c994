/**
 * Product analytics: the closed list of event names, which of them a browser may send, and the rules that keep
 * personal data out of an event's properties (spec §2 Analytics tab, §9 "Analytics monitor keeps at most 50 events").
 */

/** Events the browser records (anyone can send these, so none of them claims that something was done on the server). */
export const BROWSER_ANALYTICS_EVENTS = ['page_view', 'builder_step', 'proposal_preview_accepted'] as const;

/** Events recorded by the server inside the transaction of the change they describe. */
export const SERVER_ANALYTICS_EVENTS = [
  'sign_up',
  'sign_in',
  'brief_submitted',
  'brief_proposal_accepted',
  'checkout_started',
  'checkout_completed',
  'quote_approved',
  'quote_rejected',
  'quote_changes_requested',
  'quote_admin_approved',
  'quote_held',
  'deliverable_uploaded',
  'payout_sent',
  'meeting_created',
  'chat_message_sent',
] as const;

export const ANALYTICS_EVENT_NAMES = [...BROWSER_ANALYTICS_EVENTS, ...SERVER_ANALYTICS_EVENTS] as const;
export type TAnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];
export type TBrowserAnalyticsEventName = (typeof BROWSER_ANALYTICS_EVENTS)[number];

export type TAnalyticsPropertyValue = string | number | boolean | null;
export type TAnalyticsProperties = Record<string, TAnalyticsPropertyValue>;

/**
 * Property keys that name personal data or free text a person typed. Matched on the key's words, so `email`,
 * `contact_email`, `userEmail` and `full_name` are all caught.
 */
const PERSONAL_KEY_WORDS = [
  'email',
  'mail',
  'phone',
  'mobile',
  'message',
  'text',
  'body',
  'comment',
  'note',
  'notes',
  'token',
  'password',
  'secret',
  'address',
  'ip',
  'query',
  'search',
] as const;

/** Words of a key: `contactEmail` → contact, email; `full_name` → full, name. */
function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A person's name: `name` alone or with a person word (`full_name`, `contactName`); `step_name` names a step. */
const PERSON_NAME_WORDS = ['full', 'first', 'last', 'given', 'family', 'sur', 'user', 'contact', 'display', 'client'];

export function isPersonalKey(key: string): boolean {
  const words = keyWords(key);
  if (words.some((word) => (PERSONAL_KEY_WORDS as readonly string[]).includes(word))) return true;
  if (words.includes('surname') || words.includes('username') || words.includes('fullname')) return true;
  const nameAt = words.indexOf('name');
  return nameAt >= 0 && (words.length === 1 || PERSON_NAME_WORDS.includes(words[nameAt - 1] ?? ''));
}

/** Anything with an `@` between word characters and a dot after it, anywhere in the value. */
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** A phone number: seven or more digits with only spaces, dashes, dots, brackets or a leading plus between. */
const PHONE_LIKE = /(?:^|[^\w])\+?\d[\d\s().-]{6,}\d(?:$|[^\w])/;

/** A UUID (the ids events carry), which can be mostly digits but is never a phone number. */
const UUID_LIKE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPersonalValue(value: TAnalyticsPropertyValue): boolean {
  if (typeof value !== 'string') return false;
  if (EMAIL_LIKE.test(value)) return true;
  if (UUID_LIKE.test(value)) return false;
  // Ids (UUIDs, sizes) are digits and dashes in runs broken by letters; a phone number is mostly digits.
  const digits = value.replace(/\D/g, '').length;
  return PHONE_LIKE.test(value) && digits >= 7 && digits / value.replace(/\s/g, '').length > 0.7;
}

/** Why a property would be refused, or null when it is fine to store. */
export function personalDataIn(properties: TAnalyticsProperties): string | null {
  for (const [key, value] of Object.entries(properties)) {
    if (isPersonalKey(key)) return `Property "${key}" may hold personal data`;
    if (isPersonalValue(value)) return `Property "${key}" looks like personal data`;
  }
  return null;
}

/** The properties without personal keys or values, and without any that are not scalars. */
export function sanitiseAnalyticsProperties(properties: Record<string, unknown>): TAnalyticsProperties {
  const kept: TAnalyticsProperties = {};
  for (const [key, value] of Object.entries(properties)) {
    const scalar =
      value === null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value as number);
    if (!scalar || isPersonalKey(key)) continue;
    if (isPersonalValue(value as TAnalyticsPropertyValue)) continue;
    kept[key] = value as TAnalyticsPropertyValue;
  }
  return kept;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A path segment that identifies one record: a UUID, a number, or a long token of letters and digits. */
function isIdSegment(segment: string): boolean {
  if (UUID.test(segment) || /^\d+$/.test(segment)) return true;
  // Slugs are words joined by dashes; ids and tokens are long runs mixing letters and digits.
  return segment.length >= 16 && /\d/.test(segment) && /^[A-Za-z0-9_-]+$/.test(segment) && !segment.includes('-');
}

/**
 * The path a page view records: no query string or fragment, ids replaced by `:id`, no trailing slash
 * (`/project/3f…?tab=chat` → `/project/:id`). Catalog slugs stay (they name products, not people).
 */
export function normalisePagePath(path: string): string {
  const bare = (path.split(/[?#]/, 1)[0] ?? '').trim();
  const segments = bare
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape is kept as it is.
      }
      if (isIdSegment(decoded)) return ':id';
      return EMAIL_LIKE.test(decoded) ? ':id' : decoded.toLowerCase();
    });
  return `/${segments.join('/')}`.slice(0, 200);
}

/** Uploads are recorded by size bucket, never by exact size. */
export function sizeBucket(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return '<1MB';
  if (mb < 10) return '1-10MB';
  if (mb < 100) return '10-100MB';
  return '100MB+';
}

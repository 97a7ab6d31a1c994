/**
 * Named limits the browser and the server share: the zod contracts refuse past them and the forms stop at them, so
 * a text box never takes more than the server accepts; the polling and refresh intervals of the pages. Server-only
 * limits (rate limits, body sizes) live in src/server/config/limits.ts.
 */

// --- people and contact details ---

/** RFC 5321: a forward path is at most 320 characters. */
export const EMAIL_MAX_LENGTH = 320;
/** A person's or a company's name. */
export const NAME_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 50;
/** Sign-up passwords (OWASP: at least 8; long passphrases allowed). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// --- briefs ---

/** Brief builder: each free-text answer (goal, context, constraints) and a live interpretation's input. */
export const BRIEF_TEXT_MAX_LENGTH = 5000;
/** One answer on the "Complete Your Brief" card. */
export const BRIEF_COMPLETION_ANSWER_MAX_LENGTH = 200;
/** A capability id or pack id a brief starts from. */
export const BRIEF_ORIGIN_ID_MAX_LENGTH = 100;

// --- quotes ---

/** Text lengths of a quote an author writes, and of the client's answer to it. */
export const QUOTE_TEXT_MAX_LENGTH = {
  projectTitle: 200,
  scopeDescription: 10_000,
  paymentStructure: 500,
  deliverableTitle: 300,
  milestoneTitle: 200,
  milestoneDescription: 2000,
  estimatedDuration: 200,
  clientNotes: 5000,
} as const;
export const MAX_QUOTE_VALIDITY_DAYS = 90;
export const MAX_QUOTE_MILESTONES = 20;
export const MAX_QUOTE_DELIVERABLES = 30;
/** One milestone's amount, in minor units: £1,000,000. */
export const MAX_QUOTE_MILESTONE_MINOR = 100_000_000;

// --- catalog ---

export const CATEGORY_NAME_LENGTH = { min: 2, max: 80 } as const;
export const SLUG_LENGTH = { min: 2, max: 60 } as const;
export const PACK_TEXT_LENGTH = {
  title: { min: 3, max: 120 },
  description: { min: 10, max: 2000 },
  timeline: { min: 1, max: 60 },
  deliverable: { min: 1, max: 300 },
  tag: { min: 1, max: 40 },
} as const;
export const MAX_PACK_DELIVERABLES = 30;
export const MAX_PACK_TAGS = 20;
/** Pack prices an admin can set, in minor units: £1 to £1,000,000. */
export const MIN_PACK_PRICE_MINOR = 100;
export const MAX_PACK_PRICE_MINOR = 100_000_000;

// --- experts ---

/** An expert's application and profile: text lengths, list sizes and ranges. */
export const EXPERT_TEXT_LENGTH = {
  headline: { min: 10, max: 120 },
  bio: { min: 50, max: 3000 },
  term: { min: 1, max: 60 },
  linkLabel: { min: 1, max: 60 },
  url: { min: 8, max: 500 },
  reason: { min: 5, max: 1000 },
  vettingNotes: { max: 2000 },
} as const;
export const MAX_EXPERT_SKILLS = 25;
export const MAX_EXPERT_DOMAINS = 10;
export const MAX_EXPERT_OUTCOME_TAGS = 15;
export const MAX_EXPERT_LANGUAGES = 10;
export const MAX_EXPERT_LINKS = 6;
export const MAX_EXPERT_YEARS = 60;
/** Hours a week an expert can offer. */
export const MAX_EXPERT_WEEKLY_HOURS = 80;
/** An hourly rate, in minor units: £10 to £2,000. */
export const MIN_EXPERT_HOURLY_MINOR = 1000;
export const MAX_EXPERT_HOURLY_MINOR = 200_000;
/** Rows per page of the admin Experts tab; saved experts a client may keep. */
export const ADMIN_EXPERTS_PAGE_SIZE = 25;
export const MAX_SAVED_EXPERTS = 200;

// --- agencies ---

export const AGENCY_DESCRIPTION_MAX_LENGTH = 1000;
/** Roster entries an agency may hold (invited and active, the owner included). */
export const MAX_AGENCY_ROSTER = 50;
/** Members in one project's split. */
export const MAX_AGENCY_SPLIT_MEMBERS = 20;

// --- query strings, tokens, analytics ---

/** Search boxes and opaque link tokens in query strings. */
export const SEARCH_MAX_LENGTH = 200;
export const LINK_TOKEN_MAX_LENGTH = 200;
/** A payment provider's checkout session id. */
export const PAYMENT_SESSION_ID_MAX_LENGTH = 255;
/** A recorded analytics event: at most 20 properties, keys up to 64 and text values up to 500 characters. */
export const ANALYTICS_EVENT_LIMITS = { properties: 20, keyLength: 64, valueLength: 500 } as const;
/** "Analytics monitor keeps at most 50 events" (spec §9): the live monitor and its list route. */
export const ANALYTICS_MONITOR_LIMIT = 50;

// --- polling and refresh in the browser ---

/** The admin Brief QA queue refetches this often, and its "waiting for" ages tick at the same pace. */
export const QA_QUEUE_POLL_MS = 30_000;
/** How often a brief page rechecks a brief that a background job is moving on. */
export const BRIEF_JOB_POLL_MS = 5000;
/** Relative times in the notification bell ("5m ago") are recomputed this often. */
export const RELATIVE_TIME_TICK_MS = 30_000;
/** The local dev mailbox looks for new messages this often. */
export const DEV_MAILBOX_POLL_MS = 3000;
/** A just-finished payment the provider does not report as completed yet is asked again this often, this many times. */
export const PAYMENT_VERIFY_RETRY_MS = 1500;
export const PAYMENT_VERIFY_RETRIES = 4;

// --- Ratings ---
/** Double-blind ratings are shown when both sides are in, or this many days after the project completed. */
export const RATING_REVEAL_DAYS = 14;
export const RATING_COMMENT_MAX_LENGTH = 2000;

// --- disputes and Outcome Assurance ---

/** A dispute's reason (required, 1–5000 characters), an answer or a comment on its timeline, a resolution note. */
export const DISPUTE_TEXT_MAX_LENGTH = 5000;
/** Evidence files a client attaches to one dispute. */
export const DISPUTE_EVIDENCE_MAX_FILES = 5;
/** Evidence file size limit, in MB. */
export const DISPUTE_EVIDENCE_MAX_MB = 25;
/** The client's reason for asking for a replacement expert. */
export const REPLACEMENT_REASON_MAX_LENGTH = 2000;

// --- deliverables ---

/** A deliverable's title (required) and description. */
export const DELIVERABLE_TITLE_MAX_LENGTH = 200;
export const DELIVERABLE_DESCRIPTION_MAX_LENGTH = 5000;
/** The reason given with Request Revision (QA or client). */
export const REVISION_REASON_MAX_LENGTH = 2000;
/** A deliverable file's name, as stored and shown. */
export const DELIVERABLE_FILE_NAME_MAX_LENGTH = 255;
/** Upload size limit in MB when UPLOAD_MAX_MB is not set. */
export const DEFAULT_UPLOAD_MAX_MB = 200;

/** The admin Settings tab's audit log lists this many newest changes. */
export const SETTINGS_AUDIT_LIMIT = 50;

/** The admin header stats also refetch this often (besides on each realtime notification). */
export const ADMIN_STATS_POLL_MS = 15_000;

// --- project chat ---

/** One chat message, in characters (code points, as zod counts; a textarea's maxLength counts an emoji as 2, so it is never looser). */
export const CHAT_MESSAGE_MAX_LENGTH = 5000;
/** Messages per chat page: the newest page first, older pages as the reader scrolls up. */
export const CHAT_PAGE_SIZE = 50;

// --- admin reports ---

/** Report page sizes (spec section 9): 25, 50 or 100 rows, 25 by default. */
export const REPORT_PAGE_SIZES = [25, 50, 100] as const;
export const REPORT_DEFAULT_PAGE_SIZE = 25;
/** A report's CSV export holds at most this many of the filtered rows (spec section 9). */
export const REPORT_EXPORT_MAX_ROWS = 10_000;
/** Report search boxes wait this long after the last keystroke before querying (spec section 5). */
export const REPORT_SEARCH_DEBOUNCE_MS = 300;
/** Numbered pagination shows at most this many page buttons (spec section 9). */
export const REPORT_MAX_PAGE_BUTTONS = 5;
/** Longest accepted report search text. */
export const REPORT_SEARCH_MAX_LENGTH = 200;

// --- TeamSmith AI assistant and insights ---

/** One question to the project assistant (trimmed, non-empty). */
export const ASSISTANT_MESSAGE_MAX_LENGTH = 2000;
/** Earlier turns of the conversation sent with a question. */
export const ASSISTANT_HISTORY_TURNS = 10;
/** Recent chat messages the assistant reads as context. */
export const ASSISTANT_CONTEXT_CHAT_MESSAGES = 30;
/** Messages of a conversation shown when it is opened. */
export const ASSISTANT_MESSAGES_PAGE_SIZE = 100;

// --- Meetings ---

/** Longest meeting title. */
export const MEETING_TITLE_MAX_LENGTH = 200;
/** Longest pasted meeting link (Zoom, Teams, manual). */
export const MEETING_URL_MAX_LENGTH = 2000;
/** A meeting with a start but no end lasts this long (display status, calendar file). */
export const MEETING_DEFAULT_DURATION_MINUTES = 60;
/** Longest meeting accepted (start to end). */
export const MEETING_MAX_DURATION_HOURS = 24;
/** Meetings listed on a project's Meetings tab (newest start first). */
export const MEETINGS_LIST_LIMIT = 200;

/**
 * Named limits that both the zod contracts and the forms use, so a text box never accepts more than the server
 * takes. Server-only limits (rate limits, body sizes) live in src/server/config/limits.ts.
 */

/** RFC 5321: a forward path is at most 320 characters. */
export const EMAIL_MAX_LENGTH = 320;
/** A person's or a company's name. */
export const NAME_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 50;

/** Brief builder: each free-text answer (goal, context, constraints) and a live interpretation's input. */
export const BRIEF_TEXT_MAX_LENGTH = 5000;
/** One answer on the "Complete Your Brief" card. */
export const BRIEF_COMPLETION_ANSWER_MAX_LENGTH = 200;
/** A capability id or pack id a brief starts from. */
export const BRIEF_ORIGIN_ID_MAX_LENGTH = 100;
/** Search boxes and opaque link tokens in query strings. */
export const SEARCH_MAX_LENGTH = 200;
export const LINK_TOKEN_MAX_LENGTH = 200;

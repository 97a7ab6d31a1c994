/**
 * Shown wherever a malformed e-mail address is refused (the spec gives no text for it). Apart from the rule (email.ts),
 * which is zod's, so a page can hold the message without loading zod.
 */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

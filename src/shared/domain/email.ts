import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './limits';

/** Shown wherever a malformed e-mail address is refused (the spec gives no text for it). */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

/** The one e-mail rule, for the browser and the server: zod's e-mail format, at most 320 characters. */
export const ZEmailSchema = z.email({ error: INVALID_EMAIL_MESSAGE }).max(EMAIL_MAX_LENGTH);

/** Whether the trimmed text is an e-mail address. */
export const isValidEmail = (value: string): boolean => ZEmailSchema.safeParse(value.trim()).success;

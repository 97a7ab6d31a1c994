import { z } from 'zod';
import { INVALID_EMAIL_MESSAGE } from './email-message';
import { EMAIL_MAX_LENGTH } from './limits';

export { INVALID_EMAIL_MESSAGE };

/** The one e-mail rule, for the browser and the server: zod's e-mail format, at most 320 characters. */
export const ZEmailSchema = z.email({ error: INVALID_EMAIL_MESSAGE }).max(EMAIL_MAX_LENGTH);

/** Whether the trimmed text is an e-mail address. */
export const isValidEmail = (value: string): boolean => ZEmailSchema.safeParse(value.trim()).success;

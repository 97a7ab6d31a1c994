import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../domain/limits';

/**
 * The account page's query parameter carrying an admin's e-mailed confirmation to turn two-factor on (sent while
 * `require_mfa_for_admins` is on and they have none); passed on to the enrolment as `confirmation`.
 */
export const ADMIN_ENROLMENT_PARAM = 'confirm-enrolment';

/** Whether the account's two-factor authentication is on, and since when (ISO date-time). */
export const ZTwoFactorStatusSchema = z.object({ enabled: z.boolean(), since: z.string().nullable() });
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatusSchema>;

/** A code from the authenticator app (6 digits) or one of the backup codes. */
export const ZTwoFactorCodeSchema = z.object({ code: z.string().trim().min(6).max(32) });

/** An admin resets the second factor of the account with this e-mail (lost device). */
export const ZTwoFactorResetSchema = z.object({ email: z.email().max(EMAIL_MAX_LENGTH) });
export const ZTwoFactorResetResultSchema = z.object({ userId: z.uuid(), email: z.string() });
export type TTwoFactorResetResult = z.infer<typeof ZTwoFactorResetResultSchema>;

import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/limits';

/**
 * First-admin setup on a fresh install (`/setup/<token>`, the link the server logs at start while no admin exists).
 * Any token that is not the current, unexpired, unused one answers 404, malformed ones included.
 */
export const ZSetupTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** The link works until this time (ISO date-time). */
export const ZSetupLinkSchema = z.object({ expiresAt: z.string() });
export type TSetupLink = z.infer<typeof ZSetupLinkSchema>;

/** The first admin's account: sign-up's fields and password rules (common passwords are refused by the server). */
export const ZFirstAdminInputSchema = z.object({
  fullName: z.string().trim().min(1, 'Please enter your full name.').max(NAME_MAX_LENGTH),
  email: z.email('Please enter a valid email address.').max(EMAIL_MAX_LENGTH),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type TFirstAdminInput = z.infer<typeof ZFirstAdminInputSchema>;

/**
 * The account exists and is an admin. `signedIn`: this browser now has its session; `mfaRequired`: two-factor
 * authentication must be turned on before the admin pages open (`require_mfa_for_admins`).
 */
export const ZFirstAdminCreatedSchema = z.object({
  signedIn: z.boolean(),
  mfaRequired: z.boolean(),
  /** Lets the new admin turn two-factor on at once (30 minutes): the setup link proved who they are. */
  enrolmentConfirmation: z.string(),
});
export type TFirstAdminCreated = z.infer<typeof ZFirstAdminCreatedSchema>;

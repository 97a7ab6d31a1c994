import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../domain/limits';

export const ZAccountNameSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(NAME_MAX_LENGTH, `At most ${NAME_MAX_LENGTH} characters.`),
});
export type TAccountName = z.infer<typeof ZAccountNameSchema>;

export const ZEmailPreferencesSchema = z.object({
  /** E-mail me about quotes, projects and payments. */
  emailActivity: z.boolean(),
  /** E-mail me about marketing and tips. */
  emailMarketing: z.boolean(),
});
export type TEmailPreferences = z.infer<typeof ZEmailPreferencesSchema>;

export const ZAccountSettingsSchema = z.object({
  fullName: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  preferences: ZEmailPreferencesSchema,
});
export type TAccountSettings = z.infer<typeof ZAccountSettingsSchema>;

export const ZAccountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on macOS", from the user agent; "Unknown device" when it says nothing useful. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lastActiveAt: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSessionSchema>;

export const ZAccountSessionListSchema = z.object({ sessions: z.array(ZAccountSessionSchema) });
export type TAccountSessionList = z.infer<typeof ZAccountSessionListSchema>;

export const ZDeleteAccountSchema = z.object({
  /** The account's e-mail, typed again to confirm. */
  email: z.string().trim().min(1, 'Type your e-mail address to confirm.').max(320),
});
export type TDeleteAccount = z.infer<typeof ZDeleteAccountSchema>;

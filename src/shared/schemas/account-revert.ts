import { z } from 'zod';

/** "This wasn't me": the token from the link in a security notice. */
export const ZAccountRevertInputSchema = z.object({ token: z.string().min(1).max(200) });

export const ZAccountRevertResultSchema = z.object({
  /** The account's address afterwards (the old one restored), where the password-reset link was sent. */
  email: z.string(),
});

export type TAccountRevertResult = z.infer<typeof ZAccountRevertResultSchema>;

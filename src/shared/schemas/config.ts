import { z } from 'zod';

/** Public, non-secret configuration the browser needs. */
export const ZPublicConfigSchema = z.object({
  bookingUrl: z.url(),
  googleClientId: z.string().nullable(),
  /** Origin on which Google one-tap may be offered (the configured production origin), or null. */
  oneTapOrigin: z.string().nullable(),
  devMailbox: z.boolean(),
  paymentsMode: z.enum(['stripe', 'sandbox']),
  /** Whether the demo accounts are seeded here (the "Try the demo" sign-ins on /auth). */
  demoAccounts: z.boolean(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfigSchema>;

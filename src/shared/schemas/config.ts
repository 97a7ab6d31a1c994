import { z } from 'zod';
import { ZDemoSignInSchema } from './demo';

/** Public, non-secret configuration the browser needs. */
export const ZPublicConfigSchema = z.object({
  bookingUrl: z.url(),
  googleClientId: z.string().nullable(),
  /** Origin on which Google one-tap may be offered (the configured production origin), or null. */
  oneTapOrigin: z.string().nullable(),
  devMailbox: z.boolean(),
  paymentsMode: z.enum(['stripe', 'sandbox']),
  /** A production server running the sandbox checkout on purpose (PAYMENTS_SANDBOX=true): every page says so. */
  paymentsTestMode: z.boolean(),
  /** The "Try the demo" sign-ins on /auth where the demo accounts are seeded here; null where they are not. */
  demoAccounts: z.array(ZDemoSignInSchema).nullable(),
});
export type TPublicConfig = z.infer<typeof ZPublicConfigSchema>;

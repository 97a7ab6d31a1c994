import { z } from 'zod';
import { DEMO_HISTORY_STATES, DEMO_SIGN_IN_ROLES } from '../domain/demo';

/** How far the living demo's history is (admins): off when it is not seeded here. */
export const ZDemoStatusSchema = z.object({
  state: z.enum(DEMO_HISTORY_STATES),
  percent: z.number().int().min(0).max(100),
});
export type TDemoStatus = z.infer<typeof ZDemoStatusSchema>;

/** One "Try the demo as …" sign-in on /auth: a seeded demo account, its password and where it lands. */
export const ZDemoSignInSchema = z.object({
  role: z.enum(DEMO_SIGN_IN_ROLES),
  label: z.string(),
  email: z.email(),
  password: z.string(),
  landing: z.string().startsWith('/'),
});
export type TDemoSignIn = z.infer<typeof ZDemoSignInSchema>;

import { z } from 'zod';
import { DEMO_HISTORY_STATES } from '../domain/demo';

/** How far the living demo's history is (admins): off when it is not seeded here. */
export const ZDemoStatusSchema = z.object({
  state: z.enum(DEMO_HISTORY_STATES),
  percent: z.number().int().min(0).max(100),
});
export type TDemoStatus = z.infer<typeof ZDemoStatusSchema>;

import { z } from 'zod';

/** An event the browser records (e.g. the builder's Accept Proposal). Names are snake_case words. */
export const ZAnalyticsEventRequestSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/, 'Use lower-case snake_case'),
  properties: z
    .record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((properties) => Object.keys(properties).length <= 20, { message: 'At most 20 properties' })
    .default({}),
});
export type TAnalyticsEventRequest = z.input<typeof ZAnalyticsEventRequestSchema>;

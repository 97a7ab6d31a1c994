import { z } from 'zod';
import { ANALYTICS_EVENT_LIMITS as LIMITS } from '../domain/limits';

/** An event the browser records (e.g. the builder's Accept Proposal). Names are snake_case words. */
export const ZAnalyticsEventRequestSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{1,63}$/, 'Use lower-case snake_case'),
  properties: z
    .record(
      z.string().max(LIMITS.keyLength),
      z.union([z.string().max(LIMITS.valueLength), z.number(), z.boolean(), z.null()]),
    )
    .refine((properties) => Object.keys(properties).length <= LIMITS.properties, {
      message: `At most ${LIMITS.properties} properties`,
    })
    .default({}),
});
export type TAnalyticsEventRequest = z.input<typeof ZAnalyticsEventRequestSchema>;

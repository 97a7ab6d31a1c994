import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES, BROWSER_ANALYTICS_EVENTS, isPersonalKey, isPersonalValue } from '../domain/analytics';
import { ANALYTICS_EVENT_LIMITS as LIMITS } from '../domain/limits';

export const ZAnalyticsEventNameSchema = z.enum(ANALYTICS_EVENT_NAMES);

/** Scalars only; keys that name personal data and values that look like an e-mail address or phone are refused. */
export const ZAnalyticsPropertiesSchema = z
  .record(
    z.string().min(1).max(LIMITS.keyLength),
    z.union([z.string().max(LIMITS.valueLength), z.number().finite(), z.boolean(), z.null()]),
  )
  .refine((properties) => Object.keys(properties).length <= LIMITS.properties, {
    message: `At most ${LIMITS.properties} properties`,
  })
  .superRefine((properties, ctx) => {
    for (const [key, value] of Object.entries(properties)) {
      if (isPersonalKey(key))
        ctx.addIssue({ code: 'custom', path: [key], message: `Property "${key}" may hold personal data` });
      else if (isPersonalValue(value))
        ctx.addIssue({ code: 'custom', path: [key], message: `Property "${key}" looks like personal data` });
    }
  });

/** An event the browser records (a page view, a builder step, the builder's Accept Proposal). */
export const ZAnalyticsEventRequestSchema = z.object({
  name: z.enum(BROWSER_ANALYTICS_EVENTS),
  properties: ZAnalyticsPropertiesSchema.default({}),
});
export type TAnalyticsEventRequest = z.input<typeof ZAnalyticsEventRequestSchema>;

/**
 * One event as the admin live monitor shows it: no user id or e-mail, only a short one-way tag of the user (the same
 * person reads the same tag) and whether they were signed in.
 */
export const ZAnalyticsMonitorEventSchema = z.object({
  id: z.string(),
  name: ZAnalyticsEventNameSchema,
  createdAt: z.string(),
  user: z.string().nullable(),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type TAnalyticsMonitorEvent = z.infer<typeof ZAnalyticsMonitorEventSchema>;

export const ZAnalyticsEventsQuerySchema = z.object({ name: ZAnalyticsEventNameSchema.optional() });

export const ZAnalyticsEventsResponseSchema = z.object({ events: z.array(ZAnalyticsMonitorEventSchema) });
export type TAnalyticsEventsResponse = z.infer<typeof ZAnalyticsEventsResponseSchema>;

/** What the settings card shows beside its switches. */
export const ZAnalyticsSummarySchema = z.object({
  last24Hours: z.number().int(),
  stored: z.number().int(),
  oldestAt: z.string().nullable(),
});
export type TAnalyticsSummary = z.infer<typeof ZAnalyticsSummarySchema>;

/** The realtime channel the monitor listens on (admins only). */
export const ANALYTICS_CHANNEL = 'admin:analytics';
export const ANALYTICS_REALTIME_EVENT = 'analytics_event';

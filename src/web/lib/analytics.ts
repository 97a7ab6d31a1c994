import type { TAnalyticsEventRequest } from '@shared/schemas/analytics';
import { api } from './api-client';

/** Records a product analytics event. Fire and forget: a failure is logged, never shown to the person. */
export function trackEvent(name: string, properties: TAnalyticsEventRequest['properties'] = {}): void {
  api
    .post('/api/analytics/events', { name, properties })
    .catch((error: unknown) => console.error(`Failed to record ${name}`, error));
}

import {
  normalisePagePath,
  sanitiseAnalyticsProperties,
  type TBrowserAnalyticsEventName,
} from '@shared/domain/analytics';
import { ANALYTICS_EVENT_LIMITS } from '@shared/domain/limits';
import type { TAnalyticsEventRequest } from '@shared/schemas/analytics';

/**
 * Records a product analytics event. Fire and forget: it never throws and never shows anything to the person.
 * Properties are scalars; personal data (e-mail addresses, names, phone numbers, typed text) is dropped here, and the
 * server refuses it anyway. `keepalive` lets the request finish when the page is being left.
 */
export function track(name: TBrowserAnalyticsEventName, properties: Record<string, unknown> = {}): void {
  try {
    const kept = Object.entries(sanitiseAnalyticsProperties(properties))
      .slice(0, ANALYTICS_EVENT_LIMITS.properties)
      .map(([key, value]) => [
        key,
        typeof value === 'string' ? value.slice(0, ANALYTICS_EVENT_LIMITS.valueLength) : value,
      ]);
    const body: TAnalyticsEventRequest = { name, properties: Object.fromEntries(kept) };
    void fetch('/api/analytics/events', {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // Analytics must never break a page.
  }
}

/** The last navigation recorded as a page view (history entry key), so one navigation counts once. */
let lastPageView: string | null = null;

/**
 * Records one page view per navigation: the path normalised (ids as `:id`, no query string). Called from an effect,
 * it ignores a second call for the same history entry (React StrictMode runs effects twice; re-renders re-run them).
 */
export function trackPageView(location: { key: string; pathname: string }): void {
  const id = `${location.key}:${location.pathname}`;
  if (lastPageView === id) return;
  lastPageView = id;
  track('page_view', { path: normalisePagePath(location.pathname) });
}

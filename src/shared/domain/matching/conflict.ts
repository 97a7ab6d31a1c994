import { normaliseTerm } from './normalise-term';
import type { TPreparedRequest } from './prepare-request';
import type { TConflict, TMatchExpert } from './types';

export const DAY_MS = 24 * 60 * 60 * 1000;

function timeOf(value: Date | string): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/**
 * Conflict of interest: the expert delivered for ANOTHER client in the SAME industry (exact, after normalising)
 * within `windowDays` before now — a delivery exactly `windowDays` ago still counts. Returns the most recent such
 * delivery, or null. A request without an industry has no conflicts.
 */
export function findConflict(p: TPreparedRequest, expert: TMatchExpert, windowDays: number): TConflict | null {
  if (p.industry === '' || expert.deliveries.length === 0) return null;
  const now = p.now.getTime();
  const windowMs = windowDays * DAY_MS;
  let latest = Number.NEGATIVE_INFINITY;
  let found: (typeof expert.deliveries)[number] | null = null;
  for (const delivery of expert.deliveries) {
    if (delivery.clientId === p.request.clientId || !delivery.industry) continue;
    const at = timeOf(delivery.completedAt);
    // A delivery dated after `now` (clock skew) is as recent as it gets: it counts.
    if (Number.isNaN(at) || now - at > windowMs || at <= latest) continue;
    if (normaliseTerm(delivery.industry) !== p.industry) continue;
    latest = at;
    found = delivery;
  }
  if (!found) return null;
  return {
    industry: (p.request.industry ?? '').trim(),
    clientId: found.clientId,
    completedAt: new Date(latest),
    daysAgo: Math.floor(Math.max(0, now - latest) / DAY_MS),
  };
}

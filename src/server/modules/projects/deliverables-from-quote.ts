import { clock } from '../../lib/clock';
import type { TDeliverableStatus } from '../../../shared/domain/projects';

/**
 * Custom projects take their deliverables from the quote, spread over the milestones in order: deliverable i of d
 * goes to milestone floor(i * m / d) of m, so every milestone gets its share and the quote's order is kept.
 */
export function spreadOverMilestones<T>(items: readonly T[], milestoneIds: readonly string[]): [T, string | null][] {
  const m = milestoneIds.length;
  const d = items.length;
  return items.map((item, i) => [item, m ? milestoneIds[Math.floor((i * m) / d)]! : null]);
}

/** The pending deliverable rows of a custom project from its quote's deliverables (distinct times keep the order). */
export function deliverablesFromQuote(
  projectId: string,
  deliverables: readonly { title: string }[],
  milestoneIds: readonly string[],
  base = clock.nowMs(),
) {
  return spreadOverMilestones(deliverables, milestoneIds).map(([deliverable, milestoneId], index) => ({
    projectId,
    milestoneId,
    title: deliverable.title,
    status: 'pending' as TDeliverableStatus,
    createdAt: new Date(base + index),
  }));
}

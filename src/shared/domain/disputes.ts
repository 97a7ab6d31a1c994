/** A dispute on a funded milestone: open (escrow frozen) → answered by the expert → resolved by an admin. */
export const DISPUTE_STATUSES = ['open', 'answered', 'resolved'] as const;
export type TDisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_RESOLUTIONS = ['release', 'partial_refund', 'full_refund'] as const;
export type TDisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

/** The dispute's timeline: what happened, by whom. */
export const DISPUTE_EVENT_KINDS = ['opened', 'evidence', 'answer', 'comment', 'resolved'] as const;
export type TDisputeEventKind = (typeof DISPUTE_EVENT_KINDS)[number];

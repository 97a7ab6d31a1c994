/** Customization request lifecycle (marketplace rules): new → reviewed → quoted → approved → in_progress. */
export const REQUEST_STATUSES = ['new', 'reviewed', 'quoted', 'approved', 'in_progress'] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];

/** Requests still waiting for quotes to be written or chosen; the admin Requests tab lists these. */
export const OPEN_REQUEST_STATUSES: readonly TRequestStatus[] = ['new', 'reviewed', 'quoted'];

export const REQUEST_STATUS_LABELS: Record<TRequestStatus, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  quoted: 'Quoted',
  approved: 'Approved',
  in_progress: 'In progress',
};

/** Pushed to each admin when a request's shortlist is computed (the opening job or a recompute): `{ requestId }`. */
export const MATCHING_COMPUTED_EVENT = 'matching_computed';

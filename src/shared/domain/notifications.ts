/** Newest notifications shown in the bell panel. */
export const NOTIFICATION_LIST_LIMIT = 20;

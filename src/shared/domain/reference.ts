/**
 * The short reference a person reads and quotes back to support: the first 8 characters of the record's id, lower
 * case, the same on every screen, e-mail and document ("Brief e9cc29e3", "Project 3ebb452a").
 */
export const REFERENCE_LENGTH = 8;

export const shortReference = (id: string): string => id.slice(0, REFERENCE_LENGTH).toLowerCase();

/** The nouns a reference is shown with; quotes carry their own readable number (Q-2026-000123) instead. */
export const REFERENCE_NOUNS = { brief: 'Brief', order: 'Order', project: 'Project', payment: 'Payment' } as const;
export type TReferenceKind = keyof typeof REFERENCE_NOUNS;

/** "Project 3ebb452a". */
export const labelledReference = (kind: TReferenceKind, id: string): string =>
  `${REFERENCE_NOUNS[kind]} ${shortReference(id)}`;

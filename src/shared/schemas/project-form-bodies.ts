// What the project page's forms send: cancelling the project, rating it, asking for another expert, its PO reference.
// Apart from the projects', ratings', assurance and billing schemas (which build them once for the server) so that the
// page does not build every schema of those modules as it starts; it builds these when a form first validates.
import { z } from 'zod';
import { RATING_COMMENT_MAX_LENGTH, REPLACEMENT_REASON_MAX_LENGTH } from '../domain/limits';

/** Cancelling a project: an admin gives a reason (10–500 characters); the client may. */
export const CANCELLATION_REASON_MIN = 10;
export const CANCELLATION_REASON_MAX = 500;
export const cancelProjectBodySchema = () =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(CANCELLATION_REASON_MIN, `Please give a reason of at least ${CANCELLATION_REASON_MIN} characters`)
      .max(CANCELLATION_REASON_MAX, `Please keep the reason under ${CANCELLATION_REASON_MAX} characters`)
      .optional(),
  });
export type TCancelProjectBody = z.infer<ReturnType<typeof cancelProjectBodySchema>>;

export const ratingBodySchema = () =>
  z.object({
    score: z
      .number({ error: 'Please choose a rating from 1 to 5 stars' })
      .int()
      .min(1, 'Please choose a rating from 1 to 5 stars')
      .max(5, 'Please choose a rating from 1 to 5 stars'),
    comment: z
      .string()
      .trim()
      .max(RATING_COMMENT_MAX_LENGTH, `Please keep your comment under ${RATING_COMMENT_MAX_LENGTH} characters`)
      .default(''),
  });
export type TRatingBody = z.infer<ReturnType<typeof ratingBodySchema>>;

export const replacementRequestBodySchema = () =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(1, 'Please tell us why you want a different expert')
      .max(REPLACEMENT_REASON_MAX_LENGTH, `Please keep the reason under ${REPLACEMENT_REASON_MAX_LENGTH} characters`),
  });
export type TReplacementRequestBody = z.infer<ReturnType<typeof replacementRequestBodySchema>>;

/** A text a person may leave empty (stored as null), at most `max` characters; `label` names it in the message. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** The client's purchase-order reference for one project, printed on its invoices. */
export const purchaseOrderInputSchema = () => z.object({ reference: optionalText(100, 'PO reference') });

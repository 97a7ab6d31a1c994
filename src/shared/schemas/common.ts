import { z } from 'zod';

/** The one error shape every API route answers with. */
export const ZErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Validation errors: a human message per field, keyed by its path. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TError = z.infer<typeof ZErrorSchema>;

export const ZIdParamsSchema = z.object({ id: z.uuid() });

export const ZOkSchema = z.object({ ok: z.literal(true) });

/**
 * A price range filter's ends in order (either may be absent). Refused on the lower end, so a form says it under Min
 * and the API answers 400 instead of an empty list. Schemas refine with a copy: zod rewrites the options it is given.
 */
export const PRICE_RANGE_IN_ORDER = {
  check: (range: { minPrice?: number; maxPrice?: number }) =>
    range.minPrice === undefined || range.maxPrice === undefined || range.minPrice <= range.maxPrice,
  message: 'Min £/hr must be at most Max £/hr.',
  path: ['minPrice'],
};

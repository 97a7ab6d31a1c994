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

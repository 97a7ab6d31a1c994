import { z } from 'zod';

/** The one error shape every API route answers with. */
export const ZErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type TError = z.infer<typeof ZErrorSchema>;

export const ZIdParamsSchema = z.object({ id: z.uuid() });

export const ZOkSchema = z.object({ ok: z.literal(true) });

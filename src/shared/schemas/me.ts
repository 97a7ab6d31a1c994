import { z } from 'zod';

export const ZViewerSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  fullName: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type TViewer = z.infer<typeof ZViewerSchema>;

export const ZMeResponseSchema = z.object({ viewer: ZViewerSchema.nullable() });
export type TMeResponse = z.infer<typeof ZMeResponseSchema>;

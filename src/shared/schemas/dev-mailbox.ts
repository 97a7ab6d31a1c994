import { z } from 'zod';

export const ZMailboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type TMailboxMessage = z.infer<typeof ZMailboxMessageSchema>;

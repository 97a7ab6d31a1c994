import { z } from 'zod';

/** What the client gets on choosing bank transfer: the invoice to pay, its reference and due date. */
export const ZBankTransferSchema = z.object({
  paymentId: z.uuid(),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  dueAt: z.iso.datetime({ offset: true }),
});
export type TBankTransfer = z.infer<typeof ZBankTransferSchema>;

/** A transfer the admins wait for (the Money tab). */
export const ZAwaitingTransferSchema = ZBankTransferSchema.extend({
  projectId: z.uuid(),
  projectTitle: z.string(),
  milestoneNumber: z.number().int(),
  milestoneTitle: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  requestedAt: z.iso.datetime({ offset: true }),
  overdue: z.boolean(),
});
export type TAwaitingTransfer = z.infer<typeof ZAwaitingTransferSchema>;
export const ZAwaitingTransferListSchema = z.object({ transfers: z.array(ZAwaitingTransferSchema) });
export type TAwaitingTransferList = z.infer<typeof ZAwaitingTransferListSchema>;

/** An admin records the transfer as it appears on the bank statement. */
export const ZTransferReceivedInputSchema = z.object({
  /** Minor units; must equal the invoice's total. */
  amount: z.number().int('Enter the amount in pence.').positive('Enter the amount received.'),
  receivedOn: z.iso.date('Enter the date the transfer arrived.'),
  bankReference: z
    .string()
    .trim()
    .min(1, 'Enter the reference shown on the bank statement.')
    .max(100, 'Bank reference: at most 100 characters.'),
});
export type TTransferReceivedInput = z.infer<typeof ZTransferReceivedInputSchema>;

export { BANK_TRANSFER_API } from '../domain/billing-paths';

/** What marking a transfer received did: funded its milestone, or (already funded) booked it to refund. */
export const ZTransferReceivedResultSchema = z.object({ ok: z.literal(true), outcome: z.enum(['funded', 'refunded']) });
export type TTransferReceivedResult = z.infer<typeof ZTransferReceivedResultSchema>;

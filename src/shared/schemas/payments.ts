import { z } from 'zod';
import { PAYMENT_SESSION_ID_MAX_LENGTH } from '../domain/limits';
import { ORDER_STATUSES } from '../domain/orders';

export const ZCreatePaymentBodySchema = z.object({ product_id: z.uuid() });
export const ZCreatePaymentResponseSchema = z.object({ url: z.url() });
export type TCreatePaymentResponse = z.infer<typeof ZCreatePaymentResponseSchema>;

export const ZVerifyPaymentBodySchema = z.object({
  session_id: z.string().trim().min(1).max(PAYMENT_SESSION_ID_MAX_LENGTH),
});
export const ZVerifyPaymentResponseSchema = z.object({ project_id: z.uuid() });
export type TVerifyPaymentResponse = z.infer<typeof ZVerifyPaymentResponseSchema>;

export const ZOrderSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productTitle: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  projectId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TOrder = z.infer<typeof ZOrderSchema>;

export const ZOrderListSchema = z.object({ orders: z.array(ZOrderSchema) });
export type TOrderList = z.infer<typeof ZOrderListSchema>;

export const ZWebhookReceivedSchema = z.object({ received: z.literal(true) });

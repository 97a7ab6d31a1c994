import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** The checkout session of the payments module; `url` is the provider's hosted checkout page. */
type TCreatePaymentResponse = { url?: string | null };

export function createPayment(productId: string): Promise<TCreatePaymentResponse> {
  return api.post<TCreatePaymentResponse>('/api/payments/create-payment', { product_id: productId });
}

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}

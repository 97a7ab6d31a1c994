import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_VERIFY_RETRIES, PAYMENT_VERIFY_RETRY_MS } from '@shared/domain/limits';
import type { TVerifyPaymentResponse } from '@shared/schemas/payments';
import { api, ApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const NOT_COMPLETED = 'payments.not_completed';

/**
 * verify-payment as a query keyed by the session id: StrictMode's double mount and revisits ask once. The provider
 * may report a just-finished payment a moment late, so "not completed yet" is asked again a few times.
 */
export const verifyPaymentQuery = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.payments.verify(sessionId),
    queryFn: () => api.post<TVerifyPaymentResponse>('/api/payments/verify-payment', { session_id: sessionId }),
    retry: (failures, error) =>
      error instanceof ApiError && error.code === NOT_COMPLETED && failures < PAYMENT_VERIFY_RETRIES,
    retryDelay: PAYMENT_VERIFY_RETRY_MS,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useVerifyPayment(sessionId: string | null) {
  return useQuery({ ...verifyPaymentQuery(sessionId ?? ''), enabled: Boolean(sessionId) });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBillingDetails, TBillingDetailsInput } from '@shared/schemas/billing';
import { BILLING_API } from '@shared/domain/billing-paths';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const billingDetailsQuery = queryOptions({
  queryKey: queryKeys.account.billing,
  queryFn: () => api.get<TBillingDetails>(BILLING_API.details),
});

export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: TBillingDetailsInput) => api.put<TBillingDetails>(BILLING_API.details, details),
    onSuccess: (details) => {
      queryClient.setQueryData(queryKeys.account.billing, details);
      // The VAT a checkout shows follows the billing country, company and VAT number.
      void queryClient.invalidateQueries({ queryKey: queryKeys.account.vatPreviews });
    },
  });
}

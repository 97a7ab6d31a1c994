import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENTS_API } from '@shared/domain/documents';
import type { TVatPreview } from '@shared/schemas/documents';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** The VAT the invoice for this amount will carry for the signed-in buyer, as the server will issue it. */
export const vatPreviewQuery = (amount: number, currency: string) =>
  queryOptions({
    queryKey: queryKeys.account.vatPreview(amount, currency),
    queryFn: () =>
      api.get<TVatPreview>(
        `${DOCUMENTS_API.vatPreview}?${new URLSearchParams({ amount: String(amount), currency }).toString()}`,
      ),
  });

export const useVatPreview = (amount: number, currency: string) => useQuery(vatPreviewQuery(amount, currency));

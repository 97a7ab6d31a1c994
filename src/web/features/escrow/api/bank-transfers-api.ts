import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAwaitingTransferList,
  TTransferReceivedInput,
  TTransferReceivedResult,
} from '@shared/schemas/bank-transfers';
import type { TBankTransferClient } from '@shared/schemas/billing';
import { BANK_TRANSFER_API, BILLING_API } from '@shared/domain/billing-paths';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useAwaitingTransfers() {
  return useQuery({
    queryKey: queryKeys.admin.bankTransfers,
    queryFn: () => api.get<TAwaitingTransferList>(BANK_TRANSFER_API.awaiting),
  });
}

/** Marking a transfer received funds its milestone: the transfers, the reconciliation and the activity move. */
export function useMarkTransferReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...input }: TTransferReceivedInput & { paymentId: string }) =>
      api.post<TTransferReceivedResult>(BANK_TRANSFER_API.received(paymentId), input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

export function useBankTransferClients() {
  return useQuery({
    queryKey: queryKeys.admin.bankTransferClients,
    queryFn: async () => (await api.get<{ clients: TBankTransferClient[] }>(BILLING_API.transferClients)).clients,
  });
}

export function useSetBankTransferAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; enabled: boolean }) => api.put(BILLING_API.transferClients, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.bankTransferClients }),
  });
}

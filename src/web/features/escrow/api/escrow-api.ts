import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEarnings, TPayoutAccountSetup, TProviderReconciliation, TReconciliation } from '@shared/schemas/escrow';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useRealtimeEvent } from '@web/lib/realtime';

/** The expert's totals and one page of their payout history (the totals are the same on every page). */
export function useEarnings(page = 1) {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    const type = (data as { type?: string }).type;
    if (type === 'payout_sent' || type === 'escrow_released' || type === 'milestone_funded')
      void queryClient.invalidateQueries({ queryKey: queryKeys.earnings });
  });
  return useQuery({
    queryKey: [...queryKeys.earnings, 'page', page],
    queryFn: () => api.get<TEarnings>(`/api/expert/earnings?page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useSetupPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TPayoutAccountSetup>('/api/expert/payout-account'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.earnings }),
  });
}

export function useReconciliation() {
  return useQuery({
    queryKey: queryKeys.admin.reconciliation,
    queryFn: () => api.get<TReconciliation>('/api/admin/reconciliation'),
  });
}

/** Runs the provider reconciliation now; the Money tab then shows its result. */
export function useReconcileWithProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TProviderReconciliation>('/api/admin/reconciliation/run'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reconciliation }),
  });
}

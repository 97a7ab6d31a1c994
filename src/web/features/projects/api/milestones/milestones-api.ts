import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMilestone, TMilestoneList, TVerifyMilestonePaymentResponse } from '@shared/schemas/milestones';
import type { TBankTransfer } from '@shared/schemas/bank-transfers';
import { BANK_TRANSFER_API, BILLING_API } from '@shared/domain/billing-paths';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useRealtimeEvent } from '@web/lib/realtime';

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/milestones`;

export function useMilestones(projectId: string) {
  return useQuery({
    queryKey: queryKeys.projects.milestones(projectId),
    queryFn: () => api.get<TMilestoneList>(base(projectId)),
  });
}

/** Funding, release and reminder notifications about this project refresh the milestones, live. */
export function useMilestoneEvents(projectId: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    const push = data as { type?: string; relatedId?: string | null };
    if (push.relatedId !== projectId) return;
    if (
      [
        'milestone_funded',
        'payment_confirmed',
        'escrow_released',
        'project_completed',
        'project_cancelled',
        'auto_release_reminder',
        'deliverable_approved',
      ].includes(push.type ?? '')
    )
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(projectId) });
  });
}

/** Opens the provider's checkout for a milestone (the browser leaves for it). */
export function useFundMilestone(projectId: string) {
  return useMutation({
    mutationFn: (milestoneId: string) =>
      api.post<{ url: string }>(`${base(projectId)}/${encodeURIComponent(milestoneId)}/checkout`),
  });
}

export function useApproveMilestone(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (milestoneId: string) =>
      api.post<TMilestone>(`${base(projectId)}/${encodeURIComponent(milestoneId)}/approve`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(projectId) }),
  });
}

export function useVerifyMilestonePayment(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.post<TVerifyMilestonePaymentResponse>('/api/payments/verify-milestone-payment', { session_id: sessionId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(projectId) }),
  });
}

/** Bank transfer against an invoice (clients an admin allowed it): issues the invoice and its payment reference. */
export function useRequestBankTransfer(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (milestoneId: string) => api.post<TBankTransfer>(BANK_TRANSFER_API.request(projectId, milestoneId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(projectId) }),
  });
}

/** The client's purchase-order reference, printed on the project's invoices from now on. */
export function useSavePurchaseOrder(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      api.put<{ reference: string | null }>(BILLING_API.purchaseOrder(projectId), { reference }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.milestones(projectId) }),
  });
}

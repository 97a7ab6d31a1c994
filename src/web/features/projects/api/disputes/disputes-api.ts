import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminDisputeList,
  TDispute,
  TDisputeFile,
  TOpenDisputeBody,
  TProjectDisputes,
  TResolveDisputeBody,
} from '@shared/schemas/disputes';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useRealtimeEvent } from '@web/lib/realtime';
import { uploadWithProgress } from '@web/lib/upload';

const enc = encodeURIComponent;

export const projectDisputesQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.projects.disputes(projectId),
    queryFn: () => api.get<TProjectDisputes>(`/api/projects/${enc(projectId)}/disputes`),
  });

export function useProjectDisputes(projectId: string) {
  return useQuery(projectDisputesQuery(projectId));
}

export function useAdminDisputes() {
  return useQuery({
    queryKey: queryKeys.admin.disputes,
    queryFn: () => api.get<TAdminDisputeList>('/api/admin/disputes'),
  });
}

/** Dispute notifications refresh the project's disputes (and its milestones), live. */
export function useDisputeEvents(projectId: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    const push = data as { type?: string; relatedId?: string | null };
    if (!push.type?.startsWith('dispute_') || push.relatedId !== projectId) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(projectId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.disputes });
  });
}

function useRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      // The project's detail holds its disputes: milestones unfreeze and complete with a resolution.
      queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(projectId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.disputes }),
    ]);
}

/** Refreshes the project's disputes (after evidence uploads, which are not mutations). */
export const useRefreshDisputes = useRefresh;

export function useOpenDispute(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (input: TOpenDisputeBody) => api.post<TDispute>(`/api/projects/${enc(projectId)}/disputes`, input),
    onSuccess: refresh,
  });
}

export function useAnswerDispute(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => api.post(`/api/disputes/${enc(id)}/answer`, { body }),
    onSuccess: refresh,
  });
}

export function useCommentDispute(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) => api.post(`/api/disputes/${enc(id)}/comments`, { body }),
    onSuccess: refresh,
  });
}

export function useResolveDispute(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TResolveDisputeBody }) =>
      api.post<TDispute>(`/api/admin/disputes/${enc(id)}/resolve`, input),
    onSuccess: refresh,
  });
}

/** Streams one evidence file as the raw request body, with upload progress for the progress bar. */
export function uploadEvidence(
  disputeId: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): { promise: Promise<TDisputeFile>; abort: () => void } {
  return uploadWithProgress<TDisputeFile>({
    method: 'POST',
    url: `/api/disputes/${enc(disputeId)}/files?name=${enc(file.name)}`,
    file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
    onProgress,
  });
}

export const evidenceUrl = (disputeId: string, fileId: string) =>
  `/api/disputes/${enc(disputeId)}/files/${enc(fileId)}`;

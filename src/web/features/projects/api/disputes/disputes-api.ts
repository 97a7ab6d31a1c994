import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminDisputeList,
  TDispute,
  TDisputeFile,
  TOpenDisputeBody,
  TProjectDisputes,
  TResolveDisputeBody,
} from '@shared/schemas/disputes';
import { api, ApiError } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useRealtimeEvent } from '@web/lib/realtime';

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

export class EvidenceUploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'EvidenceUploadCancelled';
  }
}

/** Streams one evidence file as the raw request body; XMLHttpRequest's progress events drive the progress bar. */
export function uploadEvidence(
  disputeId: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): { promise: Promise<TDisputeFile>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<TDisputeFile>((resolve, reject) => {
    xhr.open('POST', `/api/disputes/${enc(disputeId)}/files?name=${enc(file.name)}`);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as TDisputeFile);
      const error = (data as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(new ApiError(xhr.status, error?.code ?? 'http_error', error?.message ?? `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network error. Check your connection and try again.'));
    xhr.onabort = () => reject(new EvidenceUploadCancelled());
    xhr.send(file);
  });
  return { promise, abort: () => xhr.abort() };
}

export const evidenceUrl = (disputeId: string, fileId: string) =>
  `/api/disputes/${enc(disputeId)}/files/${enc(fileId)}`;

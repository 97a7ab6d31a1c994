import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateDeliverable,
  TDeliverable,
  TDeliverableFile,
  TDeliverableList,
  TQaQueue,
} from '@shared/schemas/deliverables';
import { api, ApiError } from '@web/lib/api-client';
import { pagedQuery } from '@web/lib/paged-query';
import { queryKeys } from '@web/lib/query-keys';
import { useRealtimeEvent } from '@web/lib/realtime';
import { uploadWithProgress } from '@web/lib/upload';

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/deliverables`;

export const deliverablesQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.projects.deliverables(projectId),
    queryFn: () => api.get<TDeliverableList>(base(projectId)),
  });

export function useDeliverables(projectId: string) {
  return useQuery(deliverablesQuery(projectId));
}

/** One page of the QA Queue, oldest submission first. */
export const qaQueueQuery = (page: number) =>
  pagedQuery<TQaQueue>(queryKeys.admin.qaQueue, '/api/admin/qa-queue', page);

export function useQaQueue(page: number) {
  return useQuery(qaQueueQuery(page));
}

/** Deliverable notifications (submitted, approved, revision requested) refresh the lists they concern, live. */
export function useDeliverableEvents(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', (data) => {
    const push = data as { type?: string; relatedId?: string | null };
    if (!push.type?.startsWith('deliverable_')) return;
    if (push.relatedId)
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.deliverables(push.relatedId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.qaQueue });
  });
}

function useRefresh(projectId: string | null) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      projectId
        ? queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(projectId) })
        : queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.qaQueue }),
    ]);
}

export function useCreateDeliverable(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (input: TCreateDeliverable) => api.post<TDeliverable>(base(projectId), input),
    onSuccess: refresh,
  });
}

export function useClientDecision(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? api.post<TDeliverable>(`${base(projectId)}/${id}/approve`)
        : api.post<TDeliverable>(`${base(projectId)}/${id}/request-revision`, { reason }),
    onSuccess: refresh,
  });
}

/** The project's expert marks a pending deliverable as in progress. */
export function useStartWork(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: string) => api.post<TDeliverable>(`${base(projectId)}/${encodeURIComponent(id)}/start`),
    onSuccess: refresh,
  });
}

export function useQaDecision() {
  const refresh = useRefresh(null);
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      reason === undefined
        ? api.post<TDeliverable>(`/api/admin/qa-queue/${id}/approve`)
        : api.post<TDeliverable>(`/api/admin/qa-queue/${id}/request-revision`, { reason }),
    onSuccess: refresh,
  });
}

export function useRefreshDeliverables(projectId: string) {
  return useRefresh(projectId);
}

/** Streams the file as the raw request body, with upload progress for the progress bar (`abort` cancels). */
export function uploadDeliverableFile(
  projectId: string,
  deliverableId: string,
  file: File,
  onProgress: (loaded: number, total: number) => void,
): { promise: Promise<TDeliverableFile>; abort: () => void } {
  return uploadWithProgress<TDeliverableFile>({
    method: 'PUT',
    url: `${base(projectId)}/${encodeURIComponent(deliverableId)}/files`,
    file,
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
      'x-file-type': file.type,
    },
    onProgress,
  });
}

export const fileUrl = (projectId: string, deliverableId: string, fileId: string) =>
  `${base(projectId)}/${encodeURIComponent(deliverableId)}/files/${encodeURIComponent(fileId)}`;

/**
 * Downloads a version: checks it is there (HEAD, so a failure can be told), then lets the browser stream it to disk
 * through a link, never through page memory.
 */
export async function downloadFile(url: string): Promise<void> {
  const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, 'download_failed', `Download failed (${response.status})`);
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

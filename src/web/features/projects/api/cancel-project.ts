import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCancelProjectBody, TProjectCancellation, TProjectCancelled } from '@shared/schemas/projects';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

/** Whether the viewer may cancel the project now (or why not) and what it would refund. */
export function useProjectCancellation(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.projects.detail(projectId), 'cancellation'],
    queryFn: () => api.get<TProjectCancellation>(`${base(projectId)}/cancellation`),
    enabled,
  });
}

/** Cancels the project; the project, its milestones and everything under it are read again. */
export function useCancelProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCancelProjectBody) => api.post<TProjectCancelled>(`${base(projectId)}/cancel`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.detail(projectId) }),
  });
}

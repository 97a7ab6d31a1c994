import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminReplacementList,
  TProjectAssurance,
  TReplacement,
  TReplacementShortlist,
} from '@shared/schemas/assurance';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const enc = encodeURIComponent;

export function useProjectAssurance(projectId: string) {
  return useQuery({
    queryKey: queryKeys.projects.assurance(projectId),
    queryFn: () => api.get<TProjectAssurance>(`/api/projects/${enc(projectId)}/assurance`),
  });
}

export function useRequestReplacement(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.post<TReplacement>(`/api/projects/${enc(projectId)}/replacements`, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.assurance(projectId) }),
  });
}

export function useAdminReplacements() {
  return useQuery({
    queryKey: queryKeys.admin.replacements,
    queryFn: () => api.get<TAdminReplacementList>('/api/admin/replacements'),
  });
}

export function useReplacementShortlist() {
  return useMutation({
    mutationFn: (id: string) => api.post<TReplacementShortlist>(`/api/admin/replacements/${enc(id)}/shortlist`),
  });
}

export function useCompleteReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, newExpertId }: { id: string; newExpertId: string }) =>
      api.post<TReplacement>(`/api/admin/replacements/${enc(id)}/complete`, { newExpertId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.replacements }),
        queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
      ]),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProjectRatings, TRatingBody } from '@shared/schemas/ratings';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useProjectRatings(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.projects.ratings(projectId),
    queryFn: () => api.get<TProjectRatings>(`/api/projects/${encodeURIComponent(projectId)}/ratings`),
    enabled,
  });
}

export function useRateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRatingBody) =>
      api.post<TProjectRatings>(`/api/projects/${encodeURIComponent(projectId)}/ratings`, body),
    onSuccess: (ratings) => queryClient.setQueryData(queryKeys.projects.ratings(projectId), ratings),
  });
}

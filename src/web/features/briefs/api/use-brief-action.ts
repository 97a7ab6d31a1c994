import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBriefView } from '@shared/schemas/briefs';
import { queryKeys } from '@web/lib/query-keys';

/** A brief action's answer replaces the cached brief (the owner's view), and brief lists refresh. */
export function useBriefAction<TVariables>(request: (variables: TVariables) => Promise<TBriefView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (view) => {
      queryClient.setQueryData<TBriefView>(queryKeys.briefs.detail(view.brief.id, null), view);
      void queryClient.invalidateQueries({ queryKey: queryKeys.briefs.lists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.briefs.qaQueue });
    },
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_SEARCH_MIN_LENGTH, type TAdminSearchResults } from '@shared/schemas/admin-workspace';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The admin quick search: projects, people, quotes and requests matching `q` (at least two characters). */
export function useAdminSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: queryKeys.admin.search(text),
    queryFn: () => api.get<TAdminSearchResults>(`/api/admin/search?q=${encodeURIComponent(text)}`),
    enabled: text.length >= ADMIN_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

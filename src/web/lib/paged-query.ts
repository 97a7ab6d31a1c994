import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * One page (`?page=`) of a list that pages on the server, under `key` with its page number; the previous page stays
 * shown while the next loads (the pager says so meanwhile).
 */
export const pagedQuery = <TPage>(key: readonly string[], path: string, page: number) =>
  queryOptions({
    queryKey: [...key, 'page', page],
    queryFn: () => api.get<TPage>(`${path}?page=${page}`),
    placeholderData: keepPreviousData,
  });

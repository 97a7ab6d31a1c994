import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCaseStudyList } from '@shared/schemas/catalog';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const caseStudiesQuery = queryOptions({
  queryKey: queryKeys.catalog.caseStudies,
  queryFn: async () => (await api.get<TCaseStudyList>('/api/catalog/case-studies')).caseStudies,
  staleTime: 5 * 60_000,
});

export function useCaseStudies() {
  return useQuery(caseStudiesQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMeResponse, TViewer } from '@shared/schemas/me';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Query `meta` flag: the answer depends on who is signed in, so server rendering leaves it to the browser. */
export const PERSONAL_QUERY = 'personal';

export const viewerQuery = queryOptions({
  queryKey: queryKeys.viewer,
  meta: { [PERSONAL_QUERY]: true },
  queryFn: async () => (await api.get<TMeResponse>('/api/me')).viewer,
  staleTime: 60_000,
});

/** The signed-in person, `null` when signed out, `undefined` while the first answer is loading. */
export function useViewer(): { viewer: TViewer | null | undefined; loading: boolean } {
  const { data, isPending } = useQuery(viewerQuery);
  return { viewer: isPending ? undefined : (data ?? null), loading: isPending };
}

/** The avatar letter: first letter of the full name, else of the e-mail. */
export function avatarInitial(viewer: Pick<TViewer, 'fullName' | 'email'>): string {
  const source = viewer.fullName?.trim() || viewer.email;
  return source.charAt(0).toUpperCase();
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMailBounceList } from '@shared/schemas/mail-bounces';
import { MAIL_BOUNCES_API } from '@shared/domain/mail-bounces';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const mailBouncesKey = [...queryKeys.admin.all, 'mail-bounces'] as const;

export const mailBouncesQuery = () =>
  queryOptions({
    queryKey: mailBouncesKey,
    queryFn: () => api.get<TMailBounceList>(MAIL_BOUNCES_API.list),
  });

/** Addresses that get no optional e-mail: hard bounces and complaints (admin only). */
export const useMailBounces = () => useQuery(mailBouncesQuery());

/** Lets optional e-mail go to the address again (recorded in the activity log). */
export function useClearMailBounce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(MAIL_BOUNCES_API.clear.replace(':id', encodeURIComponent(id))),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mailBouncesKey }),
  });
}

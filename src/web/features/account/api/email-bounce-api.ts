import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMyMailBounce } from '@shared/schemas/mail-bounces';
import { MAIL_BOUNCES_API } from '@shared/domain/mail-bounces';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

const emailBounceKey = [...queryKeys.account.all, 'email-bounce'] as const;

const emailBounceQuery = queryOptions({
  queryKey: emailBounceKey,
  queryFn: () => api.get<TMyMailBounce>(MAIL_BOUNCES_API.mine),
});

/** Whether e-mail to the viewer's address bounced or was reported as spam. */
export const useEmailBounce = () => useQuery(emailBounceQuery);

/** "Try again": optional e-mail goes to the address again. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(MAIL_BOUNCES_API.mine),
    onSuccess: () => queryClient.setQueryData<TMyMailBounce>(emailBounceKey, { bounce: null }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAIL_DELIVERY_API, type TMailDelivery } from '@shared/schemas/mail-delivery';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export const mailDeliveryQuery = () =>
  queryOptions({
    // Under admin.all, so whatever refreshes the admin dashboard refreshes this too.
    queryKey: [...queryKeys.admin.all, 'mail-delivery'],
    queryFn: () => api.get<TMailDelivery>(MAIL_DELIVERY_API.overview),
  });

/** Whether e-mail is sent, and the messages that were kept unsent or failed (admin only). */
export const useMailDelivery = () => useQuery(mailDeliveryQuery());

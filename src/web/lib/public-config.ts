import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicConfig } from '@shared/schemas/config';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.publicConfig,
  queryFn: () => api.get<TPublicConfig>('/api/config'),
  staleTime: Infinity,
});

const FALLBACK_BOOKING_URL = 'https://calendly.com/outcome-marketplace/curator-chat';

/** The external booking page for a chat with a curator (Contact, Talk to a curator). */
export function useBookingUrl(): string {
  return useQuery(publicConfigQuery).data?.bookingUrl ?? FALLBACK_BOOKING_URL;
}

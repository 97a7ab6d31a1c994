import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { SiteOriginProvider } from '@web/components/page-meta';
import { DeferredToaster } from '@web/lib/deferred-toaster';
import { RealtimeProvider } from '@web/lib/realtime';

/**
 * Everything around the router, the same on the server (src/web/entry-server.tsx) and in the browser (start.tsx), so
 * the server's HTML and the browser's first render are one tree and hydrate without a mismatch.
 */
export function AppProviders({
  queryClient,
  origin,
  children,
}: {
  queryClient: QueryClient;
  /** The public origin, for canonical links and Open Graph URLs. */
  origin: string;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteOriginProvider origin={origin}>
        <QueryClientProvider client={queryClient}>
          <RealtimeProvider>{children}</RealtimeProvider>
          <DeferredToaster />
        </QueryClientProvider>
      </SiteOriginProvider>
    </StrictMode>
  );
}

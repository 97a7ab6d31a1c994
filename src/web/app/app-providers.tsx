import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { SiteOriginProvider } from '@web/components/page-meta';
import { DeferredToaster } from '@web/lib/deferred-toaster';
import { RealtimeProvider } from '@web/lib/realtime';
import { RenderedAtProvider } from '@web/lib/use-now';

/**
 * Everything around the router, the same on the server (src/web/entry-server.tsx) and in the browser (start.tsx), so
 * the server's HTML and the browser's first render are one tree and hydrate without a mismatch.
 */
export function AppProviders({
  queryClient,
  origin,
  renderedAt = null,
  children,
}: {
  queryClient: QueryClient;
  /** The public origin, for canonical links and Open Graph URLs. */
  origin: string;
  /** When the server rendered the page being rendered or hydrated (epoch ms), for times relative to now. */
  renderedAt?: number | null;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <SiteOriginProvider origin={origin}>
        <RenderedAtProvider at={renderedAt}>
          <QueryClientProvider client={queryClient}>
            <RealtimeProvider>{children}</RealtimeProvider>
            <DeferredToaster />
          </QueryClientProvider>
        </RenderedAtProvider>
      </SiteOriginProvider>
    </StrictMode>
  );
}

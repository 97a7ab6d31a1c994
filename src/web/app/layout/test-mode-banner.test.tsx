import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TPublicConfig } from '@shared/schemas/config';
import { queryKeys } from '@web/lib/query-keys';
import { TestModeBanner } from './test-mode-banner';

function render(config: Pick<TPublicConfig, 'paymentsMode' | 'paymentsTestMode'> | null): string {
  const queryClient = new QueryClient();
  if (config)
    queryClient.setQueryData(queryKeys.publicConfig, {
      bookingUrl: 'https://example.test/book',
      googleClientId: null,
      oneTapOrigin: null,
      devMailbox: false,
      demoAccounts: null,
      ...config,
    } satisfies TPublicConfig);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <TestModeBanner />
    </QueryClientProvider>,
  );
}

describe('TestModeBanner', () => {
  it('says "Test mode: no real payments" as a status where the server runs the sandbox on purpose', () => {
    const html = render({ paymentsMode: 'sandbox', paymentsTestMode: true });
    expect(html).toContain('role="status"');
    expect(html).toContain('Test mode: no real payments.');
  });

  it('shows nothing with Stripe, on a development sandbox, or before the configuration has loaded', () => {
    expect(render({ paymentsMode: 'stripe', paymentsTestMode: false })).toBe('');
    expect(render({ paymentsMode: 'sandbox', paymentsTestMode: false })).toBe('');
    expect(render(null)).toBe('');
  });
});

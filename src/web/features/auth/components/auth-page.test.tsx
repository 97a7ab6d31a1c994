import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TPublicConfig } from '@shared/schemas/config';
import { queryKeys } from '@web/lib/query-keys';
import AuthPage from './auth-page';

function render(demoAccounts: TPublicConfig['demoAccounts']): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.viewer, null);
  const config: TPublicConfig = {
    bookingUrl: 'https://example.test/book',
    googleClientId: null,
    oneTapOrigin: null,
    devMailbox: true,
    paymentsMode: 'sandbox',
    paymentsTestMode: false,
    demoAccounts,
  };
  queryClient.setQueryData(queryKeys.publicConfig, config);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/auth']}>
        <AuthPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AuthPage demo sign-ins', () => {
  it('offers the demo as Client, Expert and Admin where the server seeded the demo accounts', () => {
    const html = render([
      { role: 'client', label: 'Client', email: 'c@example.test', password: 'x', landing: '/dashboard' },
      { role: 'expert', label: 'Expert', email: 'e@example.test', password: 'x', landing: '/expert' },
      { role: 'admin', label: 'Admin', email: 'a@example.test', password: 'x', landing: '/admin' },
    ]);
    for (const role of ['Client', 'Expert', 'Admin']) expect(html).toContain(`Try the demo as ${role}`);
  });

  it('offers nothing of the demo where demo data is off', () => {
    expect(render(null)).not.toContain('Try the demo');
  });
});

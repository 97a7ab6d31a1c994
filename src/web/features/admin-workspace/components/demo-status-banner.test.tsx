import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TDemoStatus } from '@shared/schemas/demo';
import { queryKeys } from '@web/lib/query-keys';
import { DemoStatusBanner } from './demo-status-banner';

function render(status: TDemoStatus): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.admin.demoStatus, status);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <DemoStatusBanner />
    </QueryClientProvider>,
  );
}

describe('DemoStatusBanner', () => {
  it('shows the progress while the demo history is seeding', () => {
    expect(render({ state: 'seeding', percent: 42 })).toContain('Demo data: seeding… 42 %');
  });

  it('shows nothing once done or where the demo history is off', () => {
    expect(render({ state: 'done', percent: 100 })).toBe('');
    expect(render({ state: 'off', percent: 0 })).toBe('');
  });
});

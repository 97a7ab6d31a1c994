import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TBackupRun, TBackupsOverview } from '@shared/schemas/backups';
import { backupsOverviewQuery } from '../api/get-backups-overview';
import { RestoreTestNotice } from './restore-test-notice';

const restoreTest = (status: TBackupRun['status'], error: string | null): TBackupRun => ({
  id: '00000000-0000-4000-8000-000000000001',
  trigger: 'restore_test',
  status,
  startedAt: '2026-10-01T04:00:00Z',
  finishedAt: '2026-10-01T04:02:00Z',
  fileName: 'backup-2026-10-01.tar.enc',
  sizeBytes: 1024,
  summary: null,
  error,
});

function render(lastRestoreTest: TBackupRun | null): string {
  const queryClient = new QueryClient();
  const overview = { lastRestoreTest } as TBackupsOverview;
  queryClient.setQueryData(backupsOverviewQuery().queryKey, overview);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RestoreTestNotice />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RestoreTestNotice', () => {
  it('says when the newest restore test failed and why, linking to the backups', () => {
    const html = render(restoreTest('failed', 'permission denied to create database'));
    expect(html).toContain('The restore test of <time');
    expect(html).toContain('failed<!-- -->: permission denied to create database');
    expect(html).toContain('href="/admin/settings#backups"');
  });

  it('shows nothing when the newest restore test passed or none has run', () => {
    expect(render(restoreTest('succeeded', null))).toBe('');
    expect(render(null)).toBe('');
  });
});

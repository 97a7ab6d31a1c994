import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TViewer } from '@shared/schemas/me';
import { queryKeys } from '@web/lib/query-keys';
import ProjectPage from './project-page';

const PROJECT_ID = '5b0c7c4e-0d5e-4c36-9a2f-1f0d9c1f2a10';

function render(viewer: TViewer | null): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.viewer, viewer);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/project/${PROJECT_ID}`]}>
        <Routes>
          <Route path="/project/:id" element={<ProjectPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProjectPage', () => {
  it('signed out: the Access Required card with a Sign In link that comes back here, never a load failure', () => {
    const html = render(null);
    expect(html).toContain('Access Required');
    expect(html).toContain('Please sign in to view this project.');
    expect(html).toContain(`href="/auth?next=%2Fproject%2F${PROJECT_ID}"`);
    expect(html).not.toContain('Failed to load project details');
  });

  it('signed in: no sign-in prompt while the project loads', () => {
    const html = render({ email: 'client@example.test' } as TViewer);
    expect(html).not.toContain('Access Required');
  });
});

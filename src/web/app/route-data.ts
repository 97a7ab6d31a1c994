// What a signed-in page reads on its first view, by API path: the server answers these inside the page's own response
// (the SPA shell, decision 040) and a link's hover or focus fetches them before the page's code asks. The paths are
// the ones the pages' queries request, so the page's own query takes the early answer under its own key.
import { matchPath } from 'react-router';

/** Every signed-in page's header: who is signed in, the public configuration, the bell. */
const SHELL_DATA = ['/api/me', '/api/config', '/api/notifications'];

/** Each matching pattern adds its paths (a layout's and its page's). */
const ROUTE_DATA: { pattern: string; paths: (params: Record<string, string | undefined>) => string[] }[] = [
  {
    pattern: '/dashboard',
    paths: () => ['/api/projects?page=1', '/api/orders', '/api/quotes?page=1', '/api/briefs', '/api/chat/unread'],
  },
  {
    pattern: '/project/:id',
    paths: ({ id }) => ['', '/cancellation', '/assurance', '/deliverables'].map((part) => `/api/projects/${id}${part}`),
  },
  {
    pattern: '/expert',
    paths: () => [
      '/api/expert/profile',
      '/api/expert/earnings?page=1',
      '/api/expert/invitations?status=pending&page=1',
    ],
  },
  // The admin workspace's layout reads these on every admin page; the overview adds its figures.
  {
    pattern: '/admin/*',
    paths: () => ['/api/admin/demo-status', '/api/admin/backups', '/api/admin/mail-delivery', '/api/admin/workload'],
  },
  { pattern: '/admin', paths: () => ['/api/admin/stats'] },
  { pattern: '/admin/matching', paths: () => ['/api/admin/matching/requests?page=1'] },
  { pattern: '/admin/reports', paths: () => ['/api/admin/reports/overview'] },
];

/** The API paths a page's first view reads: its route's, after its header's when `withShell` (the shell's answer). */
export function routeDataOf(pathname: string, { withShell }: { withShell: boolean }): string[] {
  const paths = ROUTE_DATA.flatMap(({ pattern, paths }) => {
    const match = matchPath(pattern, pathname);
    return match ? paths(match.params) : [];
  });
  return withShell ? [...SHELL_DATA, ...paths] : paths;
}

import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../router';
import { ADMIN_AREAS, adminAreaPath } from './admin-area-list';

/** The route path the server's page matcher reads (the deepest match's); `*` is the 404 page. */
const deepestPath = (pathname: string) => (matchRoutes(routes, pathname) ?? []).at(-1)?.route.path;

describe('admin workspace routes', () => {
  it('give every area its own page under the workspace, /admin included', () => {
    for (const area of ADMIN_AREAS) {
      const path = deepestPath(adminAreaPath(area));
      expect(path, adminAreaPath(area)).toBeDefined();
      expect(path, adminAreaPath(area)).not.toBe('*');
      expect(matchRoutes(routes, adminAreaPath(area))?.[1]?.route.path).toBe('/admin');
    }
    expect(deepestPath('/admin/experts/3f0c')).toBe('experts/:id');
    expect(deepestPath('/admin/agencies/3f0c')).toBe('agencies/:id');
  });

  it('leave other /admin paths to the 404 page', () => {
    expect(deepestPath('/admin/nonsense')).toBe('*');
    expect(deepestPath('/admin/qa-queue/extra')).toBe('*');
  });
});

import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@web/components/ui/button';
import { api } from '@web/lib/api-client';
import type { TPageMeta } from '@web/components/page-meta';

export const meta: TPageMeta = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist.',
};

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
    // The attempted path is logged on the server too.
    api.post('/api/telemetry/not-found', { path: pathname }).catch(() => undefined);
  }, [pathname]);

  return (
    <div className="flex flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <Button asChild className="mt-6">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}

import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';

/** The server's id for the failed request, when the failure was an API answer. */
function requestIdOf(error: unknown): string | null {
  return error instanceof ApiError ? error.requestId : null;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error && 'statusText' in error)
    return String((error as { statusText: unknown }).statusText);
  return String(error);
}

/** Shown by the route error boundary (app-routes.tsx) when a page fails to render or load. */
export function ErrorScreen({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => console.error(error), [error]);
  const requestId = requestIdOf(error);

  return (
    // No site header or footer here: the failure may have come from them, and rendering them again would loop.
    <main className="flex min-h-screen items-start justify-center bg-slate-50">
      <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center" role="alert">
        <AlertTriangle className="size-12 text-amber-500" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-slate-600">We encountered an unexpected error. Please try refreshing the page.</p>
        <pre className="mt-4 max-w-full overflow-x-auto whitespace-pre-wrap rounded-md bg-slate-100 px-4 py-3 text-left text-sm text-slate-700">
          {messageOf(error)}
        </pre>
        {requestId && (
          <p className="mt-3 text-sm text-slate-600">
            If you contact support, quote this reference: <code className="font-mono text-slate-800">{requestId}</code>
          </p>
        )}
        <div className="mt-6 flex gap-3">
          {/* Navigating to the same location clears the error boundary and renders the page again. */}
          <Button onClick={() => navigate(`${location.pathname}${location.search}`, { replace: true })}>
            Try Again
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        </div>
      </div>
    </main>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { RealtimeProvider } from './lib/realtime';
import './styles/index.css';

// The spec: uncaught errors and unhandled rejections are only logged.
window.addEventListener('error', (event) => console.error('Uncaught error:', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled promise rejection:', event.reason));

// Toasts only appear after an action, so their renderer loads after the first paint.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

const queryClient = createQueryClient();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <RouterProvider router={router} />
      </RealtimeProvider>
      <Suspense fallback={null}>
        <Toaster richColors closeButton position="top-right" />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { DeferredToaster } from './lib/deferred-toaster';
import { createQueryClient } from './lib/query-client';
import { RealtimeProvider } from './lib/realtime';
import './styles/index.css';

// The spec: uncaught errors and unhandled rejections are only logged.
window.addEventListener('error', (event) => console.error('Uncaught error:', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled promise rejection:', event.reason));

const queryClient = createQueryClient();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>
        <RouterProvider router={router} />
      </RealtimeProvider>
      <DeferredToaster />
    </QueryClientProvider>
  </StrictMode>,
);

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { handleLostSession } from './app/session';
import { scheduleDailyReload } from './lib/daily-reload';
import { applyHighContrast, readHighContrast } from './lib/high-contrast';
import './app/styles.css';
import './components/kit.css';

// Before the first paint, so high-contrast readers never see the normal theme flash.
applyHighContrast(readHighContrast());

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
handleLostSession(router, queryClient);
scheduleDailyReload();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { router } from './app/router.tsx';
import { startContactOutbox } from './features/contact/contact-outbox.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

// Form submissions that could not be sent earlier go now, and again whenever the browser is back online.
startContactOutbox();
registerServiceWorker();

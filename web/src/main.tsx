import './platform/zodConfig';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import { BlueprintProvider } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadIconsOnDemand } from './platform/iconLoader';
import { queryClient } from './platform/queryClient';
import { router } from './platform/router';
import { RealtimeNotifications } from './support/realtime/RealtimeNotifications';

loadIconsOnDemand();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <BlueprintProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <RealtimeNotifications />
      </QueryClientProvider>
    </BlueprintProvider>
  </StrictMode>,
);

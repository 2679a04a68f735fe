import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { preloadPageFor } from './app/page-components';
import { buildRoutes } from './app/routes';
import { createStore } from './app/store';
import { initI18n } from './i18n/i18n';
import './styles/global.css';

async function start(): Promise<void> {
  preloadPageFor(window.location.pathname);
  const i18n = await initI18n();
  const router = createBrowserRouter(buildRoutes());
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={createStore()} i18n={i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProviders>
    </StrictMode>,
  );
}

void start();

import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { pageAt } from './app/page-components';
import { AppRoutes } from './app/routes';
import { readServerApiState } from './app/server-handoff';
import { detectPreferredLanguage, initI18n } from './i18n/i18n';
import { isSupportedLanguage } from './i18n/languages';
import './styles/global.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const page = pageAt(window.location.pathname);
  // The client-only shell has no preload links: start the page's chunk alongside its texts.
  void page?.preload().catch(() => undefined);

  // A prerendered or server-rendered page arrives finished, in the language the server chose from the
  // query, the cookie and Accept-Language; the client-only shell (admin, or the blog while the
  // renderer is down) arrives empty.
  const serverLanguage = document.documentElement.lang;
  const rendered = container.firstElementChild !== null && isSupportedLanguage(serverLanguage);
  // Read before i18next starts: starting caches the language it is given.
  const preferredLanguage = rendered ? detectPreferredLanguage() : undefined;

  const i18n = await initI18n({ language: rendered ? serverLanguage : undefined, areas: page?.textAreas });
  const app = (
    <StrictMode>
      <AppProviders apiStore={{ serverState: readServerApiState() }} i18n={i18n}>
        <Suspense fallback={null}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Suspense>
      </AppProviders>
    </StrictMode>
  );

  if (!rendered) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration is split into short slices: a long page does not block a cheap phone's
  // main thread (taps and scrolling stay responsive while it runs).
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // The full detection order can differ from the server's view (local storage is the browser's
  // own): switch once the page is live.
  if (preferredLanguage && preferredLanguage !== serverLanguage) void i18n.changeLanguage(preferredLanguage);
}

void start();

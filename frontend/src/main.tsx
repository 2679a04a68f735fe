import { splitLanguagePath } from '@rebound/shared';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { pageAt } from './app/page-components';
import { AppRoutes } from './app/routes';
import { readServerAnswers } from './app/server-handoff';
import { detectPreferredLanguage, initI18n } from './i18n/i18n';
import { isSupportedLanguage } from './i18n/languages';
import { routerBasename, startAddress } from './routes/page-address';
import './styles/global.css';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const page = pageAt(splitLanguagePath(window.location.pathname).path);
  // The client-only shell has no preload links: start the page's chunk alongside its texts.
  void page?.preload().catch(() => undefined);

  // A prerendered or server-rendered page arrives finished, in its address's language (`/nl/about`) or,
  // at a bare address (`/about`), in the one the server chose from the cookie and Accept-Language; the
  // client-only shell (admin, or the blog while the renderer is down) arrives empty.
  const serverLanguage = document.documentElement.lang;
  const rendered = container.firstElementChild !== null && isSupportedLanguage(serverLanguage);
  // Read before i18next starts: starting caches the language it is given.
  const start = startAddress(window.location, rendered ? serverLanguage : undefined, detectPreferredLanguage);
  if (start.kind === 'go') {
    // Local storage holds a choice the server could not see: that language's page.
    window.location.replace(start.address);
    return;
  }
  // A bare address shows the page's own address (what a reader shares or bookmarks); nothing is requested.
  if (start.kind === 'show') window.history.replaceState(window.history.state, '', start.address);

  const i18n = await initI18n({ language: rendered ? serverLanguage : start.language, areas: page?.textAreas });
  const app = (
    <StrictMode>
      <AppProviders apiStore={{ serverAnswers: readServerAnswers() }} i18n={i18n}>
        <Suspense fallback={null}>
          <BrowserRouter basename={routerBasename(start.language)}>
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
}

void start();

import { languagePath } from '@rebound/shared';
import { StrictMode, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { baseApi } from '../api/base-api';
import { AppProviders } from '../app/AppProviders';
import type { ApiStoreHolder } from '../app/api-store-holder';
import { PAGE_COMPONENTS, routeIdAt } from '../app/page-components';
import { AppRoutes } from '../app/routes';
import type { ApiAnswers, ServerAnswers } from '../app/server-answers';
import { type PageHeadInfo, type RenderCollector, RenderCollectorContext } from '../components/layout/render-collector';
import { initServerI18n } from '../i18n/i18n';
import type { LanguageCode } from '../i18n/languages';
import { routerBasename } from '../routes/page-address';
import type { RouteId } from '../routes/site-routes';

/** The text area that names the feed every page's head links to (`blog.list.title`). */
const FEED_TEXT_AREA = 'blog';

export interface RenderedApp {
  /** The markup inside #root. */
  html: string;
  head: PageHeadInfo;
  status: number;
  routeId: RouteId | undefined;
  /** The API's answers the page was rendered with, for the browser to hydrate from; undefined when none were given. */
  apiState: ServerAnswers | undefined;
  /** 'Rebound Progress Blog' in the page's language: the title of the feed link in the head. */
  feedTitle: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders one page of the site with the very components the browser hydrates: same route tree, same
 * providers, same Suspense boundaries (main.tsx). Lazy pages are awaited: prerender waits for every
 * boundary, and the whole page is written in one piece (progressiveChunkSize below). `pathname` is the
 * page's path without its language; the page is rendered at its address in `language` (`/nl/about`,
 * the language being the router's basename), which is what it hydrates at. `search` is the query the
 * page reads (a newsletter token), for the pages rendered per request that read one.
 */
export async function renderApp(pathname: string, language: LanguageCode, answers: ApiAnswers = {}, search = ''): Promise<RenderedApp> {
  const routeId = routeIdAt(pathname);
  // Every page's head links the blog's feed by the blog's title, so the blog's texts are loaded on every page.
  const { i18n, missingKeys } = await initServerI18n(language, [...(routeId ? PAGE_COMPONENTS[routeId].textAreas : []), FEED_TEXT_AREA]);
  // The page renders from the answers (blog pages read them without a store); a page that does use the
  // store (a preview link's) creates it from them.
  const serverAnswers: ServerAnswers = { language, ...answers };
  const apiStore: ApiStoreHolder = { serverAnswers };

  const collector: RenderCollector = { status: 200 };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderCollectorContext.Provider value={collector}>
        <AppProviders apiStore={apiStore} i18n={i18n}>
          <Suspense fallback={null}>
            <StaticRouter basename={routerBasename(language)} location={`${languagePath(language, pathname)}${search}`}>
              <AppRoutes />
            </StaticRouter>
          </Suspense>
        </AppProviders>
      </RenderCollectorContext.Provider>
    </StrictMode>,
    // Never split the page into out-of-order chunks: those are completed by inline scripts, which the
    // CSP forbids and which a reader without JavaScript cannot run.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await streamToString(prelude);
  if (!collector.head) throw new Error(`The page at ${pathname} rendered no <PageTitle>`);
  if (missingKeys.length > 0) {
    throw new Error(
      `The page at ${pathname} (${language}) shows texts outside its text areas (app/page-components.ts): ${[...new Set(missingKeys)].join(', ')}`,
    );
  }
  const hasAnswers = Boolean(answers.blogPosts || answers.blogPost || answers.blogPreview);
  // The page is written: the store's timers for unused answers (minutes) would keep every rendered
  // page's store alive in the render server that long; the reset clears them.
  apiStore.store?.dispatch(baseApi.util.resetApiState());
  return {
    html,
    head: collector.head,
    status: collector.status,
    routeId,
    apiState: hasAnswers ? serverAnswers : undefined,
    feedTitle: i18n.t('blog.list.title'),
  };
}

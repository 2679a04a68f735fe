import { type RenderResult, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import type { ApiStoreHolder } from '../app/api-store-holder';
import { AppRoutes } from '../app/routes';
import type { ServerAnswers } from '../app/server-answers';
import { type AppStore, createStore } from '../app/store';
import { initI18n } from '../i18n/i18n';
import type { LanguageCode } from '../i18n/languages';
import { allTextAreas } from './locale-loader.node';

export interface RenderOptions {
  language?: LanguageCode;
  /** Render as a server-rendered page hydrates: from these answers, with no API store until a page creates one. */
  serverAnswers?: ServerAnswers;
}

export interface Rendered extends RenderResult {
  /** The API store (created up front, unless the render started from server answers and no page has created one). */
  store: AppStore;
  holder: ApiStoreHolder;
  i18n: I18n;
}

/** Renders one element inside the app's providers (store, i18n with the real translation files, tooltips, toasts). */
export async function renderWithProviders(
  element: ReactElement,
  { language = 'en', serverAnswers }: RenderOptions = {},
): Promise<Rendered> {
  // Every area: a component rendered on its own has no page around it to load its texts.
  const i18n = await initI18n({ language, areas: allTextAreas() });
  const holder: ApiStoreHolder = serverAnswers ? { serverAnswers } : { store: createStore() };
  const result = render(
    <AppProviders apiStore={holder} i18n={i18n}>
      {element}
    </AppProviders>,
  );
  return {
    ...result,
    holder,
    i18n,
    get store() {
      if (!holder.store) throw new Error('No API store was created');
      return holder.store;
    },
  };
}

/** Renders the whole app (layout and router) at a path, as a visitor would land on it. */
export async function renderRoute(path: string, options: RenderOptions = {}): Promise<Rendered> {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
    options,
  );
}

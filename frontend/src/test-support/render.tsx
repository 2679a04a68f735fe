import { type RenderResult, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/routes';
import { type AppStore, createStore } from '../app/store';
import { initI18n } from '../i18n/i18n';
import type { LanguageCode } from '../i18n/languages';
import { allTextAreas } from './locale-loader.node';

export interface RenderOptions {
  language?: LanguageCode;
}

export interface Rendered extends RenderResult {
  store: AppStore;
  i18n: I18n;
}

/** Renders one element inside the app's providers (store, i18n with the real translation files, tooltips, toasts). */
export async function renderWithProviders(element: ReactElement, { language = 'en' }: RenderOptions = {}): Promise<Rendered> {
  // Every area: a component rendered on its own has no page around it to load its texts.
  const i18n = await initI18n({ language, areas: allTextAreas() });
  const store = createStore();
  const result = render(
    <AppProviders apiStore={{ store }} i18n={i18n}>
      {element}
    </AppProviders>,
  );
  return { ...result, store, i18n };
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

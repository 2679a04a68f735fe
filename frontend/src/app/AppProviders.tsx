import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastStoreProvider } from '../components/toast/toast-context';
import { type ApiStoreHolder, ApiStoreHolderContext } from './api-store-holder';

/** Everything a page needs around it: the API store's holder, translations, toasts. Tests use the same providers. */
export function AppProviders({ apiStore, i18n, children }: { apiStore: ApiStoreHolder; i18n: I18n; children: ReactNode }) {
  return (
    <ApiStoreHolderContext.Provider value={apiStore}>
      <I18nextProvider i18n={i18n}>
        <ToastStoreProvider>{children}</ToastStoreProvider>
      </I18nextProvider>
    </ApiStoreHolderContext.Provider>
  );
}

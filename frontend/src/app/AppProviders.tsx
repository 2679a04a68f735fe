import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ToastStoreProvider } from '../components/toast/toast-context';
import type { AppStore } from './store';

/** Everything a page needs around it: store, translations, toasts. Tests use the same providers. */
export function AppProviders({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ToastStoreProvider>{children}</ToastStoreProvider>
      </I18nextProvider>
    </Provider>
  );
}

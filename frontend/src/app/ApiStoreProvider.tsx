import { useContext, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { API_HYDRATE } from '../api/base-api';
import { ApiStoreHolderContext } from './api-store-holder';
import { createStore } from './store';

/** The API store around a part that calls the API: created on first use, shared by every page after. */
export function ApiStoreProvider({ children }: { children: ReactNode }) {
  const holder = useContext(ApiStoreHolderContext);
  if (!holder.store) {
    const store = createStore();
    if (holder.serverState) store.dispatch({ type: API_HYDRATE, payload: holder.serverState });
    holder.store = store;
  }
  return <Provider store={holder.store}>{children}</Provider>;
}

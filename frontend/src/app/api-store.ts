import { API_HYDRATE } from '../api/base-api';
import type { ApiStoreHolder } from './api-store-holder';
import { type AppStore, createStore } from './store';

/** The page's API store: created on first use (from the server's answers, if the page came with some), shared after. */
export function ensureApiStore(holder: ApiStoreHolder): AppStore {
  if (!holder.store) {
    const store = createStore();
    if (holder.serverState) store.dispatch({ type: API_HYDRATE, payload: holder.serverState });
    holder.store = store;
  }
  return holder.store;
}

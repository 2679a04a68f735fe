import { createContext } from 'react';
import type { AppStore } from './store';

/**
 * Where the API store lives. Only the pages that call the API (blog, admin, the interest form) load
 * Redux Toolkit and create the store (ApiStoreProvider); the other pages ship none of it. The server
 * renderer puts a store filled with its answers here; the browser puts the server's answers, which
 * the store starts from.
 */
export interface ApiStoreHolder {
  store?: AppStore;
  /** API state a server-rendered page arrived with (app/server-handoff.ts). */
  serverState?: unknown;
}

export const ApiStoreHolderContext = createContext<ApiStoreHolder>({});

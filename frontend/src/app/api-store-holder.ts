import { createContext } from 'react';
import type { ServerAnswers } from './server-answers';
import type { AppStore } from './store';

/**
 * Where the API store lives. Only the pages that call the API (blog, admin, the interest form) load
 * Redux Toolkit and create the store (ApiStoreProvider), and a server-rendered blog page only once it
 * has to ask the API itself; the other pages ship none of it. The server renderer and the browser put
 * the answers the page was rendered with here; a store created later starts from them.
 */
export interface ApiStoreHolder {
  store?: AppStore;
  /** API answers a server-rendered page arrived with (app/server-handoff.ts). */
  serverAnswers?: ServerAnswers;
}

export const ApiStoreHolderContext = createContext<ApiStoreHolder>({});

import { type ReactNode, useContext } from 'react';
import { Provider } from 'react-redux';
import { ensureApiStore } from './api-store';
import { ApiStoreHolderContext } from './api-store-holder';

/** The API store around a part that calls the API: created on first use, shared by every page after. */
export function ApiStoreProvider({ children }: { children: ReactNode }) {
  const holder = useContext(ApiStoreHolderContext);
  return <Provider store={ensureApiStore(holder)}>{children}</Provider>;
}

import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';

export function createStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    // A call's outcome reaches the components in the same render as what its caller does with it
    // (a toast after `unwrap()`): RTK's default batching waits for the next animation frame, so
    // "Sending…" stayed on the button for a frame after the error toast had appeared.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;

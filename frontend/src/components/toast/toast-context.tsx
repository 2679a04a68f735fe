import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { createToastStore, type ToastInput, type ToastStore } from './toast-store';

const ToastStoreContext = createContext<ToastStore | null>(null);

export function ToastStoreProvider({ children }: { children: ReactNode }) {
  const store = useMemo(() => createToastStore(), []);
  return <ToastStoreContext.Provider value={store}>{children}</ToastStoreContext.Provider>;
}

function useToastStore(): ToastStore {
  const store = useContext(ToastStoreContext);
  if (!store) throw new Error('useToast must be used inside <ToastStoreProvider>');
  return store;
}

/** Shows and dismisses toasts: `const { toast } = useToast(); toast({ title, description })`. */
export function useToast() {
  const store = useToastStore();
  return useMemo(() => ({ toast: (input: ToastInput) => store.show(input), dismiss: store.dismiss }), [store]);
}

export function useToasts() {
  const store = useToastStore();
  return { toasts: useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot), dismiss: store.dismiss };
}

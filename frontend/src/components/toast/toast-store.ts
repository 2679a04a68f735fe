import type { ReactElement } from 'react';
import { TOASTS } from '../../app/config/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastItem {
  id: string;
  title?: string;
  description?: string;
  /** A Radix `ToastAction` element. */
  action?: ReactElement;
  variant: ToastVariant;
  open: boolean;
}

export type ToastInput = Omit<ToastItem, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

type Listener = (toasts: readonly ToastItem[]) => void;

/**
 * Toast state lives outside Redux because toasts carry React elements (actions), which Redux must not
 * hold. At most TOASTS.limit are kept; a dismissed toast is removed after TOASTS.removeDelayMs.
 */
export function createToastStore() {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener(toasts);
  };

  const remove = (id: string) => {
    removalTimers.delete(id);
    emit(toasts.filter((toast) => toast.id !== id));
  };

  const dismiss = (id?: string) => {
    for (const toast of toasts) {
      if ((id === undefined || toast.id === id) && !removalTimers.has(toast.id)) {
        removalTimers.set(
          toast.id,
          setTimeout(() => remove(toast.id), TOASTS.removeDelayMs),
        );
      }
    }
    emit(toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)));
  };

  const show = (input: ToastInput): string => {
    counter += 1;
    const id = String(counter);
    emit([{ ...input, id, variant: input.variant ?? 'default', open: true }, ...toasts].slice(0, TOASTS.limit));
    return id;
  };

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TOASTS } from '../../app/config/constants';
import styles from './Toaster.module.css';
import { useToasts } from './toast-context';

/** Radix toast region with the toast constants (duration, swipe right 50 px, F8 to reach it). */
export function Toaster() {
  const { t } = useTranslation();
  const { toasts, dismiss } = useToasts();
  return (
    <RadixToast.Provider
      duration={TOASTS.defaultDurationMs}
      swipeDirection={TOASTS.swipeDirection}
      swipeThreshold={TOASTS.swipeThresholdPx}
      label={t('common.toast.regionLabel')}
    >
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
          className={`${styles.toast} ${toast.variant === 'destructive' ? styles.destructive : ''}`}
        >
          <div className={styles.text}>
            {toast.title && <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>}
            {toast.description && <RadixToast.Description className={styles.description}>{toast.description}</RadixToast.Description>}
          </div>
          {toast.action}
          <RadixToast.Close className={styles.close} aria-label={t('common.toast.close')}>
            <X aria-hidden="true" size={18} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} hotkey={[...TOASTS.hotkey]} label={t('common.toast.viewportLabel')} />
    </RadixToast.Provider>
  );
}

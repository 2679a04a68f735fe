import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Spinner } from './Spinner';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  /** What exactly will go (a name, an address), shown under the description. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** Runs the action; the dialog stays open (buttons disabled) until it settles, and closes when it returns true. */
  onConfirm: () => Promise<boolean>;
}

/**
 * A confirmation before something that cannot be undone (Radix AlertDialog): focus starts on Cancel,
 * Escape cancels, focus returns to the trigger; the destructive button names the action.
 */
export function ConfirmDialog({ trigger, title, description, children, confirmLabel, pendingLabel, cancelLabel, onConfirm }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    let close = false;
    try {
      close = await onConfirm();
    } finally {
      setPending(false);
    }
    if (close) setOpen(false);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          {children && <div className={styles.subject}>{children}</div>}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" onClick={() => void confirm()} disabled={pending} icon={pending ? <Spinner /> : undefined}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

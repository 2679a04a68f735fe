import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode, useState } from 'react';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';
import { Spinner } from './Spinner';

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  /** What will happen; a string, or text with the subject marked up inside it (`<strong>` stands out). */
  description: ReactNode;
  /** What exactly will go (a name, an address), shown under the description. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** Runs the action; the dialog stays open (buttons disabled) until it settles, and closes when it returns true. */
  onConfirm: () => Promise<boolean>;
  /** Shown in the dialog when `onConfirm` returns false (without it, the caller says what went wrong, e.g. in a toast). */
  failureMessage?: string;
}

/**
 * A confirmation before something that cannot be undone (Radix AlertDialog): focus starts on Cancel,
 * Escape cancels, focus returns to the trigger; the destructive button names the action.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  onConfirm,
  failureMessage,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setPending(true);
    setFailed(false);
    let close = false;
    try {
      close = await onConfirm();
    } finally {
      setPending(false);
    }
    if (close) setOpen(false);
    else setFailed(true);
  };

  const changeOpen = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    // A message about an earlier attempt does not greet the next opening.
    setFailed(false);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          {children && <div className={styles.subject}>{children}</div>}
          {failed && failureMessage && (
            <p role="alert" className={styles.failure}>
              {failureMessage}
            </p>
          )}
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

import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { NewsletterSubscriberDto } from '@shared/api-types';
import { Trash2 } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/api-query';
import { useToast } from '../../components/toast/toast-context';
import { Spinner } from '../../components/ui/Spinner';
import { useDeleteSubscriberMutation } from './admin-subscribers-api';
import styles from './AdminSubscribersPage.module.css';

interface DeleteSubscriberDialogProps {
  subscriber: NewsletterSubscriberDto;
  /** Where focus goes once the row is gone (the row's own button no longer exists). */
  onDeleted: () => void;
}

/** Deletes one subscriber after a confirmation that names the address; a toast says it is done. */
export function DeleteSubscriberDialog({ subscriber, onDeleted }: DeleteSubscriberDialogProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [deleteSubscriber, { isLoading: pending }] = useDeleteSubscriberMutation();
  const address = <bdi dir="ltr" className={styles.address} />;

  const confirm = async (event: MouseEvent) => {
    // Radix closes the dialog on Action; it stays open until the server has answered.
    event.preventDefault();
    if (pending) return;
    setFailed(false);
    try {
      await deleteSubscriber(subscriber.id).unwrap();
    } catch (failure) {
      // 404: someone else deleted it meanwhile, which is what was asked.
      if ((failure as ApiError).status !== 404) {
        setFailed(true);
        return;
      }
    }
    setOpen(false);
    onDeleted();
    toast({ title: t('adminSubscribers.delete.done'), description: t('adminSubscribers.delete.doneDescription', { email: subscriber.email }) });
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFailed(false);
      }}
    >
      <AlertDialog.Trigger asChild>
        <button type="button" className={styles.deleteButton}>
          <Trash2 aria-hidden="true" size={16} />
          <span>{t('adminSubscribers.delete.button')}</span>
          <span className="visually-hidden">
            <bdi dir="ltr">{subscriber.email}</bdi>
          </span>
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <AlertDialog.Title className={styles.dialogTitle}>{t('adminSubscribers.delete.title')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.dialogText}>
            <Trans i18nKey="adminSubscribers.delete.text" values={{ email: subscriber.email }} components={{ address }} />
          </AlertDialog.Description>
          {failed && (
            <p role="alert" className={styles.dialogError}>
              {t('adminSubscribers.delete.failed')}
            </p>
          )}
          <div className={styles.dialogActions}>
            <AlertDialog.Cancel asChild>
              <button type="button" className={styles.cancelButton}>
                {t('adminSubscribers.delete.cancel')}
              </button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className={styles.dangerButton} onClick={(event) => void confirm(event)} aria-disabled={pending || undefined}>
                {pending ? <Spinner /> : <Trash2 aria-hidden="true" size={16} />}
                {pending ? t('adminSubscribers.delete.pending') : t('adminSubscribers.delete.confirm')}
              </button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

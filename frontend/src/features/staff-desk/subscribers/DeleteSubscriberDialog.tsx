import type { NewsletterSubscriberDto } from '@rebound/shared';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/api-query';
import { useToast } from '../../../components/toast/toast-context';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import styles from './AdminSubscribersPage.module.css';
import { useDeleteSubscriberMutation } from './admin-subscribers-api';

/** The address inside the dialog's sentence: left to right in every language, and standing out. */
function Address({ children }: { children?: ReactNode }) {
  return (
    <strong>
      <bdi dir="ltr">{children}</bdi>
    </strong>
  );
}

interface DeleteSubscriberDialogProps {
  subscriber: NewsletterSubscriberDto;
  /** Where focus goes once the row is gone (the row's own button no longer exists). */
  onDeleted: () => void;
}

/** Deletes one subscriber after a confirmation that names the address; a toast says it is done. */
export function DeleteSubscriberDialog({ subscriber, onDeleted }: DeleteSubscriberDialogProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [deleteSubscriber] = useDeleteSubscriberMutation();

  const confirm = async (): Promise<boolean> => {
    try {
      await deleteSubscriber(subscriber.id).unwrap();
    } catch (failure) {
      // 404: someone else deleted it meanwhile, which is what was asked.
      if ((failure as ApiError).status !== 404) return false;
    }
    onDeleted();
    toast({
      title: t('adminSubscribers.delete.done'),
      description: t('adminSubscribers.delete.doneDescription', { email: subscriber.email }),
    });
    return true;
  };

  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={styles.deleteButton}>
          <Trash2 aria-hidden="true" size={16} />
          <span>{t('adminSubscribers.delete.button')}</span>
          <span className="visually-hidden">
            <bdi dir="ltr">{subscriber.email}</bdi>
          </span>
        </button>
      }
      title={t('adminSubscribers.delete.title')}
      description={
        <Trans i18nKey="adminSubscribers.delete.text" values={{ email: subscriber.email }} components={{ address: <Address /> }} />
      }
      confirmLabel={t('adminSubscribers.delete.confirm')}
      pendingLabel={t('adminSubscribers.delete.pending')}
      cancelLabel={t('adminSubscribers.delete.cancel')}
      onConfirm={confirm}
      failureMessage={t('adminSubscribers.delete.failed')}
    />
  );
}

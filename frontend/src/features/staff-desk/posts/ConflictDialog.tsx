import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { Button } from '../../../components/ui/Button';
import dialogStyles from '../../../components/ui/ConfirmDialog.module.css';
import { useFormatters } from '../../../i18n/format';
import type { EditorFields } from './editor-fields';
import styles from './PostEditor.module.css';

interface ConflictDialogProps {
  /** Someone else's version, stored after mine was loaded; null while there is no conflict. */
  theirs: EditorFields | null;
  theirsSavedAt: string | null;
  mine: EditorFields;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/** A 409: both versions side by side, and the choice is the staff member's; nothing is overwritten silently. */
export function ConflictDialog({ theirs, theirsSavedAt, mine, onKeepMine, onTakeTheirs }: ConflictDialogProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const format = useFormatters();

  const copyMine = async () => {
    try {
      await navigator.clipboard.writeText(`${mine.title}\n\n${mine.excerpt}\n\n${mine.content}`);
      toast({ title: t('adminPosts.conflict.copied') });
    } catch {
      toast({ title: t('adminPosts.conflict.copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <AlertDialog.Root open={theirs !== null}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={`${dialogStyles.content} ${styles.conflict}`}>
          <AlertDialog.Title className={dialogStyles.title}>{t('adminPosts.conflict.title')}</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>
            {theirsSavedAt ? t('adminPosts.conflict.textAt', { date: format.dateTime(theirsSavedAt) }) : t('adminPosts.conflict.text')}
          </AlertDialog.Description>
          {theirs && (
            <div className={styles.conflictVersions}>
              <section aria-label={t('adminPosts.conflict.theirs')}>
                <h3>{t('adminPosts.conflict.theirs')}</h3>
                <p dir="auto">
                  <strong>{theirs.title}</strong>
                </p>
                <pre dir="auto">{theirs.content}</pre>
              </section>
              <section aria-label={t('adminPosts.conflict.mine')}>
                <h3>{t('adminPosts.conflict.mine')}</h3>
                <p dir="auto">
                  <strong>{mine.title}</strong>
                </p>
                <pre dir="auto">{mine.content}</pre>
              </section>
            </div>
          )}
          <div className={dialogStyles.actions}>
            <Button variant="secondary" onClick={() => void copyMine()}>
              {t('adminPosts.conflict.copyMine')}
            </Button>
            <Button variant="secondary" onClick={onTakeTheirs}>
              {t('adminPosts.conflict.takeTheirs')}
            </Button>
            <Button variant="danger" onClick={onKeepMine}>
              {t('adminPosts.conflict.keepMine')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

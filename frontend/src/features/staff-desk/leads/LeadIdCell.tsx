import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { Tooltip } from '../../../components/ui/Tooltip';
import styles from './LeadIdCell.module.css';
import { shortLeadId } from './lead-id';

/** Copies the lead's full id (staff quote it in personal-data requests and mails), and says so. */
function CopyLeadIdButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const label = t('adminLeads.table.copyId');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      toast({ title: t('adminLeads.table.idCopied') });
    } catch {
      toast({ title: t('adminLeads.table.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <Tooltip content={label}>
      <button type="button" className={styles.copy} aria-label={label} onClick={() => void copy()}>
        <Copy aria-hidden="true" size={16} />
      </button>
    </Tooltip>
  );
}

/**
 * A lead's id (a UUID). In the table its first characters, the whole id in a tooltip; on a card
 * (a phone) the whole id, wrapped. Screen readers read the whole id either way. Left to right in every
 * language, with a button that copies it.
 */
export function LeadIdCell({ id }: { id: string }) {
  return (
    <td>
      <span className={styles.idCell}>
        <Tooltip content={<span dir="ltr">{id}</span>}>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tooltip trigger: focusable so the full id opens on keyboard focus too */}
          <bdi tabIndex={0} className={styles.id} dir="ltr">
            <span aria-hidden="true" className={styles.short}>
              {shortLeadId(id)}
            </span>
            <span className={styles.full}>{id}</span>
          </bdi>
        </Tooltip>
        <CopyLeadIdButton id={id} />
      </span>
    </td>
  );
}

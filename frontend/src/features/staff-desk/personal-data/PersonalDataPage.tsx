import { INTEREST_FIELD_LIMITS, isEmailAddress, normalizeText, type PersonalDataErasureResponse } from '@rebound/shared';
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/api-query';
import { useToast } from '../../../components/toast/toast-context';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { useFormatters } from '../../../i18n/format';
import { staffPath } from '../../../routes/staff-routes';
import { AdminArea, type AdminAreaContext } from '../AdminArea';
import frame from '../AdminPage.module.css';
import { FormField } from '../FormField';
import { useErasePersonalDataMutation } from '../leads/admin-leads-api';
import { BackToLeads } from '../leads/BackToLeads';
import styles from './PersonalDataPage.module.css';
import { downloadPersonalData } from './personal-data-download';

/** The translation key of each store's count (`leads`, `newsletter`); a store added later is named by its key. */
const STORE_KEYS: Record<string, string> = {
  leads: 'adminLeads.personalData.stores.leads',
  newsletter: 'adminLeads.personalData.stores.newsletter',
};

function ErasureResult({ email, result }: { email: string; result: PersonalDataErasureResponse }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const ref = useRef<HTMLDivElement>(null);
  const counts = Object.entries(result.deleted);
  const nothing = counts.every(([, count]) => count === 0);
  useEffect(() => ref.current?.focus(), [result]);
  return (
    <div ref={ref} tabIndex={-1} role="status" className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Trans i18nKey="adminLeads.personalData.erased" values={{ email }} components={{ address: <bdi dir="ltr" /> }} />
      </h2>
      {nothing ? (
        <p>{t('adminLeads.personalData.nothing')}</p>
      ) : (
        <ul>
          {counts.map(([store, count]) => (
            <li key={store}>
              {STORE_KEYS[store]
                ? t(STORE_KEYS[store], { count, n: format.number(count) })
                : t('adminLeads.personalData.stores.unknown', { store, n: format.number(count) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PersonalDataRequests({ focusOnMount, endSession }: AdminAreaContext) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [erased, setErased] = useState<{ email: string; result: PersonalDataErasureResponse } | null>(null);
  const [erase] = useErasePersonalDataMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { card: useId() };
  const address = normalizeText(email, 'singleLine');
  const valid = isEmailAddress(address);

  useEffect(() => {
    // After signing in the password form is gone; the address field is what comes next.
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  /** The address is checked here first: a refused one never reaches the server, and the field says why. */
  const checkAddress = (): boolean => {
    if (valid) return true;
    setErrorKey(address === '' ? 'adminLeads.personalData.emailRequired' : 'adminLeads.personalData.emailInvalid');
    inputRef.current?.focus();
    return false;
  };

  const failed = (error: ApiError, messageKey: string) => {
    if (error.status === 401) return endSession();
    if (error.status === 400) {
      setErrorKey('adminLeads.personalData.emailInvalid');
      inputRef.current?.focus();
      return;
    }
    toast({ title: t(messageKey), variant: 'destructive' });
  };

  const download = async () => {
    if (!checkAddress()) return;
    setDownloading(true);
    const outcome = await downloadPersonalData(address);
    setDownloading(false);
    if (!outcome.ok) failed(outcome.error, 'adminLeads.personalData.downloadFailed');
  };

  const confirmErase = async (): Promise<boolean> => {
    try {
      const result = await erase(address).unwrap();
      setErased({ email: address, result });
      return true;
    } catch (failure) {
      failed(failure as ApiError, 'adminLeads.personalData.eraseFailed');
      return (failure as ApiError).status === 401 || (failure as ApiError).status === 400;
    }
  };

  return (
    <div className={`${frame.page} ${frame.narrow}`}>
      <BackToLeads to={staffPath('adminLeads')} />
      <section className={`${frame.card} ${frame.compact}`} aria-describedby={ids.card} aria-label={t('adminLeads.personalData.title')}>
        <p id={ids.card} className={frame.muted}>
          {t('adminLeads.personalData.intro')}
        </p>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void download();
          }}
          noValidate
        >
          <FormField
            ref={inputRef}
            label={t('adminLeads.personalData.email')}
            type="email"
            name="email"
            dir="ltr"
            autoComplete="off"
            maxLength={INTEREST_FIELD_LIMITS.email}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrorKey(null);
            }}
            error={errorKey && t(errorKey)}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              variant="secondary"
              disabled={downloading}
              icon={downloading ? <Spinner /> : <Download aria-hidden="true" size={18} />}
            >
              {downloading ? t('adminLeads.personalData.downloading') : t('adminLeads.personalData.download')}
            </Button>
            {valid ? (
              <ConfirmDialog
                trigger={
                  <Button variant="danger" icon={<Trash2 aria-hidden="true" size={18} />}>
                    {t('adminLeads.personalData.erase')}
                  </Button>
                }
                title={t('adminLeads.personalData.eraseTitle')}
                description={t('adminLeads.personalData.eraseDescription')}
                confirmLabel={t('adminLeads.personalData.eraseConfirm')}
                pendingLabel={t('adminLeads.personalData.erasing')}
                cancelLabel={t('adminLeads.personalData.cancel')}
                onConfirm={confirmErase}
              >
                <strong dir="ltr" className={styles.subject}>
                  {address}
                </strong>
              </ConfirmDialog>
            ) : (
              // Without a valid address there is nothing to confirm: the button explains what is missing.
              <Button variant="danger" onClick={checkAddress} icon={<Trash2 aria-hidden="true" size={18} />}>
                {t('adminLeads.personalData.erase')}
              </Button>
            )}
          </div>
        </form>
      </section>
      {erased && <ErasureResult email={erased.email} result={erased.result} />}
    </div>
  );
}

/** /admin/personal-data: a visitor's access and erasure requests for one e-mail address. */
export function PersonalDataPage() {
  const { t } = useTranslation();
  return (
    <AdminArea area="personalData" title={t('adminLeads.personalData.title')} subtitle={t('adminLeads.personalData.subtitle')}>
      {(context) => <PersonalDataRequests {...context} />}
    </AdminArea>
  );
}

import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle, ResponseStatus } from '../../components/layout/PageTitle';
import { ButtonLink } from '../../components/ui/Button';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={`container ${styles.notFound}`}>
      <PageTitle title={t('notFound.title')} description={t('notFound.message')} />
      <ResponseStatus code={404} />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.message}>{t('notFound.message')}</p>
      <ButtonLink to="/" icon={<Home aria-hidden="true" size={18} />}>
        {t('notFound.goHome')}
      </ButtonLink>
    </section>
  );
}

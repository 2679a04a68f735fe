import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/Spinner';
import styles from './PageLoading.module.css';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <Spinner /> {t('common.loadingPage')}
    </div>
  );
}

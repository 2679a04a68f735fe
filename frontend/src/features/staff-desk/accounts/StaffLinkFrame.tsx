import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/layout/PageTitle';
import { PageHero } from '../../../components/ui/PageHero';
import styles from '../AdminLeadsPage.module.css';

/** The frame of the staff pages one reaches signed out (a link from a mail or the log, a forgotten password). */
export function StaffLinkFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={title} />
      {/* Nothing here is for search engines. */}
      <meta name="robots" content="noindex, nofollow" />
      <PageHero badge={t('adminLeads.badge')} title={title} subtitle={subtitle} />
      <div className={`container ${styles.content}`}>
        <section className={styles.panel}>{children}</section>
      </div>
    </>
  );
}

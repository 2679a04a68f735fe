import { type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiStoreProvider } from '../../app/ApiStoreProvider';
import { LanguageSelect } from '../../components/layout/LanguageSelect';
import { Logo } from '../../components/layout/Logo';
import { PageLoading } from '../../components/layout/PageLoading';
import { ScrollPosition, SkipLink, useFocusMainOnNavigation } from '../../components/layout/SiteLayout';
import { AdminNav } from './AdminNav';
import styles from './StaffShell.module.css';

/**
 * The staff desk's own frame, instead of the public header and footer: a compact bar (the mark back
 * to the public site, the desk's name, the language), the staff navigation, then the page.
 */
export function StaffShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <Link to="/" className={styles.brand} aria-label={t('nav.homeLink')}>
            <Logo />
          </Link>
          <p className={styles.deskName}>{t('admin.shell.title')}</p>
          <div className={styles.language}>
            <LanguageSelect variant="desktop" />
          </div>
        </div>
        {/* The navigation shows what the signed-in person's role may use: it asks who is signed in. */}
        <ApiStoreProvider>
          <AdminNav />
        </ApiStoreProvider>
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          {children}
          <ScrollPosition />
        </Suspense>
      </main>
    </div>
  );
}

import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import styles from './SiteLayout.module.css';

// The toast region (Radix) is not needed for the first paint: it loads right after.
const Toaster = lazy(async () => ({ default: (await import('../toast/Toaster')).Toaster }));

/** Header, main and footer around every page, with a skip link and focus moved to the new page on navigation. */
export function SiteLayout() {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Screen-reader and keyboard users start at the new page's content, not at the old link.
    if (!hash) mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('common.skipToContent')}
      </a>
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <ScrollToHash />
        </Suspense>
      </main>
      <Footer />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}

/**
 * Scrolls to the #anchor of the address (/about#contact). It sits inside the page's Suspense boundary,
 * so its effect runs once the lazily loaded page is in the document, not before it exists.
 */
function ScrollToHash() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [pathname, hash]);
  return null;
}

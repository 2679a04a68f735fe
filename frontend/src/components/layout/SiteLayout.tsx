import { lazy, type RefObject, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useToasts } from '../toast/toast-context';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import styles from './SiteLayout.module.css';
import { useHydrated } from './use-hydrated';

// The toast region (Radix) loads with the first toast: most visits show none, and it has nothing to
// show in the server's HTML.
const Toaster = lazy(async () => ({ default: (await import('../toast/Toaster')).Toaster }));

/** The toasts' live region, loaded with the first toast; every layout carries one. */
export function ToastRegion() {
  const { toasts } = useToasts();
  const hydrated = useHydrated();
  const [needed, setNeeded] = useState(false);
  // Once loaded it stays, so that later toasts and their dismissal animate as usual.
  if (!needed && hydrated && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** The first thing a keyboard reaches on every page: a link past the header to the content (#main). */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={styles.skipLink}>
      {t('common.skipToContent')}
    </a>
  );
}

/** Moves focus to `main` after each navigation (not on the first page of the visit, nor to an #anchor). */
export function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Screen-reader and keyboard users start at the new page's content, not at the old link.
    if (!hash) mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash, mainRef]);
}

/** Header, main and footer around every public page, with a skip link and focus moved to the new page on navigation. */
export function SiteLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);

  return (
    <div className={styles.shell}>
      <SkipLink />
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
          <ScrollPosition />
        </Suspense>
      </main>
      <Footer />
      <ToastRegion />
    </div>
  );
}

/**
 * The staff area's frame: none of the public header, menu or newsletter footer. The staff's own
 * shell (features/staff-desk/StaffShell.tsx, in the staff's lazily loaded code) draws its bar, its
 * navigation and its main; until that code arrives, the loading state.
 */
export function StaffAreaLayout() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <ToastRegion />
    </>
  );
}

/** Scroll positions of the pages visited in this tab, by history entry. */
const scrollPositions = new Map<string, number>();

/**
 * Where a page is scrolled after a navigation, as browsers do between documents: a new page starts
 * at the top or at its #anchor (/about#contact), Back and Forward return to where the visitor was.
 * It sits inside the page's Suspense boundary, so it runs once the lazily loaded page is in the
 * document, not before it exists. The first page of a visit is left to the browser.
 */
export function ScrollPosition() {
  const { key, pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstPage = useRef(true);
  useLayoutEffect(() => {
    const saved = scrollPositions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (!firstPage.current) window.scrollTo(0, 0);
    firstPage.current = false;
    // Leaving this entry: remember where it was scrolled.
    return () => {
      scrollPositions.set(key, window.scrollY);
    };
  }, [key, pathname, hash, navigationType]);
  return null;
}

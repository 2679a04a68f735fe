import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { HEADER_NAV, routePath } from '../../routes/site-routes';
import styles from './Header.module.css';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { NAV_LABEL_KEYS } from './nav-labels';

/**
 * The public header: one row at every width. Brand, the ten links and the language selector share
 * the row where they all fit (Header.module.css holds, per language, the width from which they do);
 * below it the links move into the menu behind the toggle.
 */
export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation (a link, the back button) closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const links = (variant: 'desktop' | 'mobile') =>
    HEADER_NAV.map((id) => (
      <li key={id}>
        <NavLink
          to={routePath(id)}
          end={id === 'home'}
          className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
          onClick={variant === 'mobile' ? () => setMenuOpen(false) : undefined}
        >
          {t(NAV_LABEL_KEYS[id])}
        </NavLink>
      </li>
    ));

  const desktopLinks = links('desktop');
  const mobileLinks = links('mobile');

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand} aria-label={t('nav.homeLink')}>
          <Logo />
        </Link>
        <nav className={styles.desktopNav} aria-label={t('nav.mainLabel')}>
          <ul className={styles.list}>{desktopLinks}</ul>
        </nav>
        <div className={styles.desktopLanguage}>
          <LanguageSelect variant="desktop" />
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={24} /> : <Menu aria-hidden="true" size={24} />}
          <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
      </div>
      <div id={menuId} className={styles.mobileMenu} hidden={!menuOpen}>
        <nav className="container" aria-label={t('nav.mainLabel')}>
          <ul className={styles.mobileList}>{mobileLinks}</ul>
          <div className={styles.mobileLanguage}>
            <LanguageSelect variant="mobile" />
          </div>
        </nav>
      </div>
    </header>
  );
}

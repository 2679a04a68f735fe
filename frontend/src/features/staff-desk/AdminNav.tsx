import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styles from './AdminNav.module.css';
import { STAFF_NAV } from './staff-nav';

/**
 * The staff's pages, generated from the staff route list (staff-nav.ts); the current one is marked
 * (NavLink sets aria-current="page"), also on a page below it (one lead under the leads).
 */
export function AdminNav() {
  const { t } = useTranslation();
  const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.current : ''}`;
  return (
    <nav aria-label={t('admin.nav.label')} className={styles.bar}>
      <ul className={`container ${styles.list}`}>
        {STAFF_NAV.map(({ path, labelKey, icon: Icon }) => (
          <li key={path}>
            <NavLink to={path} className={linkClass}>
              <Icon aria-hidden="true" size={18} /> {t(labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

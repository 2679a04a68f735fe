import { roleMayUse } from '@rebound/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styles from './AdminNav.module.css';
import { useMeQuery } from './leads/admin-leads-api';
import { SIGNED_OUT_AREAS, STAFF_NAV } from './staff-nav';

/**
 * The staff's pages, generated from the staff route list (staff-nav.ts); the current one is marked
 * (NavLink sets aria-current="page"), also on a page below it (one lead under the leads). Only the pages
 * the signed-in person's role may use are listed (the server refuses the others anyway).
 */
export function AdminNav() {
  const { t } = useTranslation();
  const role = useMeQuery().data?.account.role;
  const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.current : ''}`;
  const items = STAFF_NAV.filter((item) => (role ? roleMayUse(role, item.area) : SIGNED_OUT_AREAS.has(item.area)));
  return (
    <nav aria-label={t('admin.nav.label')} className={styles.bar}>
      <ul className={`container ${styles.list}`}>
        {items.map(({ path, labelKey, icon: Icon }) => (
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

import { Inbox, NotebookPen, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { staffPath } from '../../routes/staff-routes';
import styles from './AdminNav.module.css';

/** The staff's pages, above each of them; the current one is marked (NavLink sets aria-current="page"). */
export function AdminNav() {
  const { t } = useTranslation();
  const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.current : ''}`;
  return (
    <nav aria-label={t('admin.nav.label')} className={styles.bar}>
      <ul className={`container ${styles.list}`}>
        <li>
          <NavLink to={staffPath('adminLeads')} className={linkClass} end>
            <Inbox aria-hidden="true" size={18} /> {t('admin.nav.leads')}
          </NavLink>
        </li>
        <li>
          <NavLink to={staffPath('adminSubscribers')} className={linkClass} end>
            <Users aria-hidden="true" size={18} /> {t('admin.nav.subscribers')}
          </NavLink>
        </li>
        <li>
          <NavLink to={staffPath('adminPosts')} className={linkClass}>
            <NotebookPen aria-hidden="true" size={18} /> {t('admin.nav.posts')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

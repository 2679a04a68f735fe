import { roleMayUse, type StaffArea } from '@rebound/shared';
import { CircleUserRound, Inbox, type LucideIcon, NotebookPen, ScrollText, UserCog, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { type StaffPageId, staffPath } from '../../routes/staff-routes';
import styles from './AdminNav.module.css';
import { useMeQuery } from './leads/admin-leads-api';

/** The staff's pages in the bar, each with the area (and so the roles) it belongs to. */
const NAV_ITEMS: Array<{ page: StaffPageId; area: StaffArea; labelKey: string; icon: LucideIcon; end: boolean }> = [
  { page: 'adminLeads', area: 'leads', labelKey: 'admin.nav.leads', icon: Inbox, end: true },
  { page: 'adminSubscribers', area: 'subscribers', labelKey: 'admin.nav.subscribers', icon: Users, end: true },
  { page: 'adminPosts', area: 'blog', labelKey: 'admin.nav.posts', icon: NotebookPen, end: false },
  { page: 'adminAccounts', area: 'accounts', labelKey: 'admin.nav.accounts', icon: UserCog, end: true },
  { page: 'adminAudit', area: 'audit', labelKey: 'admin.nav.audit', icon: ScrollText, end: true },
  { page: 'adminMyAccount', area: 'ownAccount', labelKey: 'admin.nav.myAccount', icon: CircleUserRound, end: true },
];

/**
 * The staff's pages, above each of them; the current one is marked (NavLink sets aria-current="page").
 * Only the pages the signed-in person's role may use are listed (the server refuses the others anyway);
 * before sign-in, the three desk pages, as the sign-in form may lead to any of them.
 */
export function AdminNav() {
  const { t } = useTranslation();
  const role = useMeQuery().data?.account.role;
  const linkClass = ({ isActive }: { isActive: boolean }) => `${styles.link} ${isActive ? styles.current : ''}`;
  const items = role
    ? NAV_ITEMS.filter((item) => roleMayUse(role, item.area))
    : NAV_ITEMS.filter((item) => item.area === 'leads' || item.area === 'subscribers' || item.area === 'blog');
  return (
    <nav aria-label={t('admin.nav.label')} className={styles.bar}>
      <ul className={`container ${styles.list}`}>
        {items.map(({ page, labelKey, icon: Icon, end }) => (
          <li key={page}>
            <NavLink to={staffPath(page)} className={linkClass} end={end}>
              <Icon aria-hidden="true" size={18} /> {t(labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

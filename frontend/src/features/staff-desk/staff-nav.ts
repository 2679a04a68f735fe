import { Inbox, type LucideIcon, NotebookPen, ShieldCheck, Users } from 'lucide-react';
import { STAFF_ROUTES, type StaffPageId } from '../../routes/staff-routes';

/**
 * The label and icon of each staff page with a fixed path. A Record over every such page, so a page
 * added to staff-routes.json does not compile until it has its label here, and then shows up in the
 * staff navigation by itself (StaffNav reads the route list).
 */
const NAV_ENTRIES: Record<StaffPageId, { labelKey: string; icon: LucideIcon }> = {
  adminLeads: { labelKey: 'admin.nav.leads', icon: Inbox },
  adminPersonalData: { labelKey: 'admin.nav.personalData', icon: ShieldCheck },
  adminSubscribers: { labelKey: 'admin.nav.subscribers', icon: Users },
  adminPosts: { labelKey: 'admin.nav.posts', icon: NotebookPen },
};

export interface StaffNavItem {
  path: string;
  labelKey: string;
  icon: LucideIcon;
}

const isStaffPageId = (id: string): id is StaffPageId => id in NAV_ENTRIES;

/**
 * The staff navigation, in the order of staff-routes.json: every page with a fixed path (one
 * lead's or one post's page sits under its list, which stays marked there).
 */
export const STAFF_NAV: readonly StaffNavItem[] = STAFF_ROUTES.filter((route) => !route.path.includes(':')).map((route) => {
  if (!isStaffPageId(route.id)) throw new Error(`Staff route ${route.id} has no navigation label (staff-nav.ts)`);
  return { path: route.path, ...NAV_ENTRIES[route.id] };
});

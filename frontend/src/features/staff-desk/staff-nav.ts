import type { StaffArea } from '@rebound/shared';
import { CircleUserRound, Inbox, type LucideIcon, NotebookPen, ScrollText, ShieldCheck, UserCog, Users } from 'lucide-react';
import { STAFF_ROUTES, type StaffPageId } from '../../routes/staff-routes';

interface NavEntry {
  labelKey: string;
  icon: LucideIcon;
  /** The part of the desk it belongs to: the roles that may use that area see it. */
  area: StaffArea;
}

/**
 * The label, icon and area of each staff page with a fixed path, or null for a page that is not a place
 * to go to (the pages a mailed link or the sign-in form opens). A Record over every such page, so a page
 * added to staff-routes.json does not compile until it has its entry here, and then shows up in the
 * staff navigation by itself (AdminNav reads this list).
 */
const NAV_ENTRIES: Record<StaffPageId, NavEntry | null> = {
  adminLeads: { labelKey: 'admin.nav.leads', icon: Inbox, area: 'leads' },
  adminPersonalData: { labelKey: 'admin.nav.personalData', icon: ShieldCheck, area: 'personalData' },
  adminSubscribers: { labelKey: 'admin.nav.subscribers', icon: Users, area: 'subscribers' },
  adminPosts: { labelKey: 'admin.nav.posts', icon: NotebookPen, area: 'blog' },
  adminAccounts: { labelKey: 'admin.nav.accounts', icon: UserCog, area: 'accounts' },
  adminAudit: { labelKey: 'admin.nav.audit', icon: ScrollText, area: 'audit' },
  adminMyAccount: { labelKey: 'admin.nav.myAccount', icon: CircleUserRound, area: 'ownAccount' },
  adminForgotPassword: null,
  adminInvitation: null,
  adminResetPassword: null,
  adminSetup: null,
};

export interface StaffNavItem extends NavEntry {
  path: string;
}

const isStaffPageId = (id: string): id is StaffPageId => id in NAV_ENTRIES;

/**
 * The staff navigation, in the order of staff-routes.json: every page with a fixed path that is a
 * place to go to (one lead's or one post's page sits under its list, which stays marked there).
 */
export const STAFF_NAV: readonly StaffNavItem[] = STAFF_ROUTES.filter((route) => !route.path.includes(':')).flatMap((route) => {
  if (!isStaffPageId(route.id)) throw new Error(`Staff route ${route.id} has no navigation entry (staff-nav.ts)`);
  const entry = NAV_ENTRIES[route.id];
  return entry ? [{ path: route.path, ...entry }] : [];
});

/** What the navigation offers before anyone has signed in: the desk's pages and the blog, whose sign-in form leads to any of them. */
export const SIGNED_OUT_AREAS: ReadonlySet<StaffArea> = new Set<StaffArea>(['leads', 'personalData', 'subscribers', 'blog']);

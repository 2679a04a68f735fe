// The staff's part of the route list; only the staff's code (features/staff-desk) imports it.

import { type SiteRoute, STAFF_AREA_PATH } from './site-routes';
import { routes } from './staff-routes.json';

export type StaffRouteId =
  | 'adminLeads'
  | 'adminLead'
  | 'adminPersonalData'
  | 'adminSubscribers'
  | 'adminPosts'
  | 'adminPost'
  | 'adminAccounts'
  | 'adminMyAccount'
  | 'adminAudit'
  | 'adminForgotPassword'
  | 'adminInvitation'
  | 'adminResetPassword'
  | 'adminSetup';

export interface StaffRoute extends Omit<SiteRoute, 'id'> {
  id: StaffRouteId;
}

export const STAFF_ROUTES = routes as StaffRoute[];

/** Staff pages with a fixed path (not one lead's or one post's). */
export type StaffPageId = Exclude<StaffRouteId, 'adminLead' | 'adminPost'>;

const pathById = new Map(STAFF_ROUTES.map((route) => [route.id, route.path]));

/** The path of a staff page. */
export function staffPath(id: StaffPageId): string {
  const path = pathById.get(id);
  if (!path) throw new Error(`Unknown staff route id ${id}`);
  return path;
}

/** A staff route's path below the staff area (`/admin/posts/:id` is `posts/:id`), as the staff's router reads it. */
export function pathInStaffArea(path: string): string {
  if (!path.startsWith(`${STAFF_AREA_PATH}/`)) throw new Error(`Staff route "${path}" is not under ${STAFF_AREA_PATH}/`);
  return path.slice(STAFF_AREA_PATH.length + 1);
}

/** One lead's page on the staff desk. */
export function adminLeadPath(leadId: string): string {
  return `/admin/leads/${encodeURIComponent(leadId)}`;
}

/** One post's editor in the blog studio. */
export function adminPostPath(postId: string): string {
  return `/admin/posts/${encodeURIComponent(postId)}`;
}

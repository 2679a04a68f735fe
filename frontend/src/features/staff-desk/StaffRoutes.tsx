import { createElement } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { type PageComponent, page } from '../../app/page-components';
import { TextAreas } from '../../components/layout/TextAreas';
import { addTextAreaFiles } from '../../i18n/locale-loader';
import { STAFF_TEXT_FILES } from '../../i18n/staff-text-files';
import { pathInStaffArea, STAFF_ROUTES, type StaffRouteId } from '../../routes/staff-routes';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { StaffShell } from './StaffShell';

// The staff's texts load like the public ones, from here: a public page carries none of their loaders.
addTextAreaFiles(STAFF_TEXT_FILES);

/** Which component renders each staff route (routes/staff-routes.json); each page is its own chunk. */
const STAFF_PAGES: Record<StaffRouteId, PageComponent> = {
  adminLeads: page(() => import('./leads/AdminLeadsPage'), 'AdminLeadsPage', ['adminLeads', 'admin']),
  adminLead: page(() => import('./leads/AdminLeadPage'), 'AdminLeadPage', ['adminLeads', 'admin']),
  adminPersonalData: page(() => import('./personal-data/PersonalDataPage'), 'PersonalDataPage', ['adminLeads', 'admin']),
  adminSubscribers: page(() => import('./subscribers/AdminSubscribersPage'), 'AdminSubscribersPage', [
    'adminSubscribers',
    'adminLeads',
    'admin',
  ]),
  adminPosts: page(() => import('./posts/AdminPostsPage'), 'AdminPostsPage', ['adminPosts', 'adminLeads', 'admin']),
  adminPost: page(() => import('./posts/AdminPostPage'), 'AdminPostPage', ['adminPosts', 'adminLeads', 'admin', 'blog']),
  adminAccounts: page(() => import('./accounts/AdminAccountsPage'), 'AdminAccountsPage', ['adminAccounts', 'adminLeads', 'admin']),
  adminMyAccount: page(() => import('./accounts/MyAccountPage'), 'MyAccountPage', ['adminAccounts', 'adminLeads', 'admin']),
  adminAudit: page(() => import('./accounts/AdminAuditPage'), 'AdminAuditPage', ['adminAccounts', 'adminLeads', 'admin']),
  adminForgotPassword: page(() => import('./accounts/AccountLinkPages'), 'ForgotPasswordPage', ['adminAccounts', 'adminLeads', 'admin']),
  adminInvitation: page(() => import('./accounts/AccountLinkPages'), 'InvitationPage', ['adminAccounts', 'adminLeads', 'admin']),
  adminResetPassword: page(() => import('./accounts/AccountLinkPages'), 'ResetPasswordPage', ['adminAccounts', 'adminLeads', 'admin']),
  adminSetup: page(() => import('./accounts/AccountLinkPages'), 'SetupPage', ['adminAccounts', 'adminLeads', 'admin']),
};

const STAFF_SHELL_TEXT_AREAS = ['admin'];

const ROUTES: RouteObject[] = [
  ...STAFF_ROUTES.map((route) => {
    const staffPage = STAFF_PAGES[route.id];
    return {
      path: pathInStaffArea(route.path),
      element: createElement(TextAreas, { areas: staffPage.textAreas, preload: staffPage.preload }, createElement(staffPage)),
    };
  }),
  { path: '*', element: createElement(NotFoundPage) },
];

/** The staff's pages below /admin in the staff's shell, routed by the staff's own chunk (the public router sends /admin/* here). */
export function StaffRoutes() {
  const routed = useRoutes(ROUTES);
  return (
    // The shell's own texts (its bar and navigation) are in the admin area.
    <TextAreas areas={STAFF_SHELL_TEXT_AREAS}>
      <StaffShell>{routed}</StaffShell>
    </TextAreas>
  );
}

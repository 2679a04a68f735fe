import { createElement } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { SiteLayout, StaffAreaLayout } from '../components/layout/SiteLayout';
import { TextAreas } from '../components/layout/TextAreas';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { SITE_ROUTES, STAFF_AREA_PATH } from '../routes/site-routes';
import { PAGE_COMPONENTS, type RenderedRouteId, STAFF_AREA } from './page-components';

/** The route tree, built from site-routes.json; rendered by <AppRoutes> inside the browser's, the server's and tests' routers. */
function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = SITE_ROUTES.map((route) => {
    if (route.redirectTo) return { path: route.path, element: createElement(Navigate, { to: route.redirectTo, replace: true }) };
    const page = PAGE_COMPONENTS[route.id as RenderedRouteId];
    return { path: route.path, element: createElement(TextAreas, { areas: page.textAreas, preload: page.preload }, createElement(page)) };
  });
  children.push({ path: '*', element: createElement(NotFoundPage) });
  // The staff's pages: one lazy chunk routes them in a shell of its own (features/staff-desk/StaffRoutes.tsx),
  // outside the public header and footer.
  const staffArea: RouteObject = {
    path: `${STAFF_AREA_PATH}/*`,
    element: createElement(TextAreas, { areas: [], preload: STAFF_AREA.preload }, createElement(STAFF_AREA)),
  };
  return [
    { element: createElement(SiteLayout), children },
    { element: createElement(StaffAreaLayout), children: [staffArea] },
  ];
}

/**
 * The site's pages inside whichever router surrounds them: BrowserRouter in the browser, StaticRouter
 * on the server, MemoryRouter in tests. (The declarative routers: the site loads no route data, and
 * the data router would add 20 KB of compressed JavaScript to every page.)
 */
const ROUTES = buildRoutes();

export function AppRoutes() {
  return useRoutes(ROUTES);
}

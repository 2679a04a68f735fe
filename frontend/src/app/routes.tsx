import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../components/layout/SiteLayout';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { SITE_ROUTES } from '../routes/site-routes';
import { PAGE_COMPONENTS } from './page-components';

/** The route tree, built from site-routes.json; used by the browser router and by tests' memory routers. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = SITE_ROUTES.map((route) => {
    if (route.redirectTo) return { path: route.path, element: createElement(Navigate, { to: route.redirectTo, replace: true }) };
    const component = PAGE_COMPONENTS[route.id as keyof typeof PAGE_COMPONENTS];
    return { path: route.path, element: createElement(component) };
  });
  children.push({ path: '*', element: createElement(NotFoundPage) });
  return [{ element: createElement(SiteLayout), children }];
}

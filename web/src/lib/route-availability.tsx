import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

export type RouteAvailable = (to: string) => boolean;

/**
 * The route table is the single list of built pages: a link is "available" when a route other
 * than the 404 catch-all matches it. Menus ask this before rendering an entry, so an issue that
 * adds a page only adds its route and the menu entry appears by itself.
 */
export function createRouteAvailability(routes: RouteObject[]): RouteAvailable {
  return (to) => {
    const pathname = to.split(/[?#]/)[0] || '/';
    const matches = matchRoutes(routes, pathname);
    const last = matches?.[matches.length - 1];
    return Boolean(last && last.route.path !== '*');
  };
}

/**
 * Stricter than `createRouteAvailability`: a page is routed at `to`, its deepest match renders
 * something. Redirect-only entries (such as `/admin` until the dashboard exists) do not count,
 * so the admin menu never shows an entry that only bounces elsewhere.
 */
export function createPageExists(routes: RouteObject[]): RouteAvailable {
  return (to) => {
    const last = matchRoutes(routes, to)?.at(-1)?.route;
    return Boolean(last && last.path !== '*' && (last.lazy || last.Component || last.element));
  };
}

const RouteAvailabilityContext = createContext<RouteAvailable>(() => false);
const PageExistsContext = createContext<RouteAvailable>(() => false);

export const RouteAvailabilityProvider = RouteAvailabilityContext.Provider;
export const PageExistsProvider = PageExistsContext.Provider;

export const useRouteAvailable = () => useContext(RouteAvailabilityContext);
export const usePageExists = () => useContext(PageExistsContext);

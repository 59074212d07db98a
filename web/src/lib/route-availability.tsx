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

const RouteAvailabilityContext = createContext<RouteAvailable>(() => false);

export const RouteAvailabilityProvider = RouteAvailabilityContext.Provider;

export const useRouteAvailable = () => useContext(RouteAvailabilityContext);

/**
 * Lets code outside React (the api client, route guards, the session sync) navigate through
 * the router once it exists, without importing the router and creating an import cycle.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function registerNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

import type { WebsiteConfig } from '@contract/site';
import { paths } from '@web/config/paths';
import { auth, userIsAdmin, userIsRoot } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { i18n } from '@web/lib/i18n';
import { isAdminPath } from '@web/lib/navigation';
import { queryClient } from '@web/lib/query-client';
import { DEFAULT_WEBSITE_CONFIG, websiteConfigQuery } from '@web/lib/site-config';
import { toast } from '@web/lib/toast';
import { type LoaderFunctionArgs, redirect } from 'react-router';

/**
 * Route guards of spec 1 §2.2, used as route loaders. Each returns a redirect when the visitor
 * may not enter and null otherwise; `guard(...)` runs several in order.
 */
export type Guard = (args: LoaderFunctionArgs) => Response | null | Promise<Response | null>;

const pathOf = (args: LoaderFunctionArgs) => new URL(args.request.url).pathname;
const t = (key: string) => i18n.t(key, { ns: 'common' });

export const requireLogin: Guard = (args) => {
  if (auth.getToken()) return null;
  auth.clear();
  toast.error(t('guards.loginFirst'), { untilLogin: true });
  if (isAdminPath(pathOf(args))) return redirect(paths.adminLogin);
  openAuthDialog('login');
  return redirect(paths.home);
};

function requireRole(allowed: (user: ReturnType<typeof auth.getUser>) => boolean): Guard {
  return (args) => {
    const missingLogin = requireLogin(args);
    if (missingLogin) return missingLogin;
    if (allowed(auth.getUser())) return null;
    if (isAdminPath(pathOf(args))) {
      toast.error(t('guards.adminAccount'));
      return redirect(paths.adminLogin);
    }
    openAuthDialog('login');
    return redirect(paths.home);
  };
}

/** Admin, problem admin or super admin. */
export const requireAdmin = requireRole(userIsAdmin);
export const requireSuperAdmin = requireRole(userIsRoot);

type SiteFlag = keyof Pick<
  WebsiteConfig,
  'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment'
>;

/** Feature gates: closed discussion or comment areas send the visitor home with a reason. */
export function requireSiteFlag(flag: SiteFlag): Guard {
  return async () => {
    const config = await queryClient.ensureQueryData(websiteConfigQuery).catch(() => DEFAULT_WEBSITE_CONFIG);
    if (config[flag]) return null;
    toast.error(t(`guards.${flag}`));
    return redirect(paths.home);
  };
}

export function guard(...guards: Guard[]) {
  return async (args: LoaderFunctionArgs) => {
    for (const check of guards) {
      const result = await check(args);
      if (result) return result;
    }
    return null;
  };
}

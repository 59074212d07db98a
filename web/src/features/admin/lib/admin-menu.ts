/**
 * An entry of the admin sidebar. The list itself is composed at app level (`app/admin-menu.ts`),
 * since it names the admin pages of every area. An entry shows only when its page exists in the
 * route table and, for (S) entries, the user is a super admin: no dead links.
 */
export interface AdminMenuItem {
  /** i18n key under `menu.` in the `admin` namespace. */
  key: string;
  to: string;
  /** (S): super admin only. */
  superAdmin?: boolean;
  /** Super admin and problem admins only (the review of group problems, HOJ's AdminGroupProblemController). */
  problemReviewer?: boolean;
  /** Pages reached from this entry that highlight it too, by path prefix (e.g. editing a problem). */
  alsoActiveUnder?: readonly string[];
}

export interface AdminMenuGroup {
  key: string;
  items: AdminMenuItem[];
}

export interface MenuAccess {
  /** Whether a page (not a redirect or the catch-all) is routed at this path. */
  pageExists: (to: string) => boolean;
  isSuperAdmin: boolean;
  isProblemReviewer?: boolean;
}

export function visibleMenu(menu: readonly AdminMenuGroup[], access: MenuAccess): AdminMenuGroup[] {
  return menu
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) =>
          access.pageExists(item.to) &&
          (!item.superAdmin || access.isSuperAdmin) &&
          (!item.problemReviewer || access.isSuperAdmin || access.isProblemReviewer === true),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

/** The entry to highlight: the longest menu path that prefixes the URL. */
export function activeMenuPath(groups: readonly AdminMenuGroup[], pathname: string): string | null {
  let best: string | null = null;
  for (const item of groups.flatMap((g) => g.items)) {
    const match =
      item.to === '/admin'
        ? pathname === '/admin' || pathname === '/admin/'
        : pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (match && (!best || item.to.length > best.length)) best = item.to;
  }
  if (best) return best;
  const owner = groups
    .flatMap((g) => g.items)
    .find((item) => item.alsoActiveUnder?.some((prefix) => pathname.startsWith(prefix)));
  return owner?.to ?? null;
}

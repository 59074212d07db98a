import { isRoot, isSiteAdmin } from '@contract/roles';
import { roleCodesOf, useSession } from '@web/lib/auth';

/**
 * Who the viewer is to discussions (spec 2 §6): an admin or root pins and deletes any discussion
 * (not problem admins, as the server's policy), the super admin edits categories, the author
 * edits their own.
 */
export function useDiscussionRoles() {
  const { token, user } = useSession();
  const roles = roleCodesOf(user?.roleList);
  return {
    user,
    loggedIn: Boolean(token && user),
    isAdmin: isSiteAdmin(roles),
    isRoot: isRoot(roles),
    isAuthor: (uid: string) => user !== null && user.uid === uid,
  };
}

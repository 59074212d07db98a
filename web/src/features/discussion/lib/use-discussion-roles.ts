import { isAdminRole, isRoot } from '@contract/roles';
import { roleCodesOf, useSession } from '@web/lib/auth';

/**
 * Who the viewer is to discussions (spec 2 §6): an admin role pins and deletes any discussion
 * (problem admins too, as HOJ's admin roles and the server's policy count them), the super admin
 * edits categories, the author edits their own.
 */
export function useDiscussionRoles() {
  const { token, user } = useSession();
  const roles = roleCodesOf(user?.roleList);
  return {
    user,
    loggedIn: Boolean(token && user),
    isAdmin: isAdminRole(roles),
    isRoot: isRoot(roles),
    isAuthor: (uid: string) => user !== null && user.uid === uid,
  };
}

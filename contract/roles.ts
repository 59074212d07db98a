/**
 * Role codes (spec 1 §3). A user has one or more; the admin roles open the back office.
 */
export const Role = {
  ROOT: 1000,
  ADMIN: 1001,
  DEFAULT_USER: 1002,
  NO_SUBMIT: 1003,
  NO_DISCUSS: 1004,
  MUTED: 1005,
  NO_SUBMIT_NO_DISCUSS: 1006,
  NO_SUBMIT_MUTED: 1007,
  PROBLEM_ADMIN: 1008,
} as const;

export type RoleCode = (typeof Role)[keyof typeof Role];

/** Role names as other places of the spec spell them, plus labels for the rest. */
export const ROLE_NAMES: Record<RoleCode, string> = {
  1000: 'root',
  1001: 'admin',
  1002: 'default_user',
  1003: 'no_submit',
  1004: 'no_discuss',
  1005: 'mute',
  1006: 'no_submit_no_discuss',
  1007: 'no_submit_mute',
  1008: 'problem_admin',
};

export const ROLE_CODES = Object.keys(ROLE_NAMES).map(Number) as RoleCode[];

export const ADMIN_ROLES: readonly RoleCode[] = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];

export const SUBMIT_BARRED_ROLES: readonly RoleCode[] = [
  Role.NO_SUBMIT,
  Role.NO_SUBMIT_NO_DISCUSS,
  Role.NO_SUBMIT_MUTED,
];
export const DISCUSS_BARRED_ROLES: readonly RoleCode[] = [Role.NO_DISCUSS, Role.NO_SUBMIT_NO_DISCUSS];
export const COMMENT_BARRED_ROLES: readonly RoleCode[] = [Role.MUTED, Role.NO_SUBMIT_MUTED];

const has = (roles: readonly number[], set: readonly number[]) => roles.some((r) => set.includes(r));

export const isRoot = (roles: readonly number[]) => roles.includes(Role.ROOT);
export const isAdminRole = (roles: readonly number[]) => has(roles, ADMIN_ROLES);
/** Admin or root: may manage discussions, comments and site content (not problem admins). */
export const isSiteAdmin = (roles: readonly number[]) => has(roles, [Role.ROOT, Role.ADMIN]);
export const canManageProblems = (roles: readonly number[]) => has(roles, ADMIN_ROLES);
export const canSubmit = (roles: readonly number[]) => !has(roles, SUBMIT_BARRED_ROLES);
export const canPostDiscussion = (roles: readonly number[]) => !has(roles, DISCUSS_BARRED_ROLES);
export const canComment = (roles: readonly number[]) => !has(roles, COMMENT_BARRED_ROLES);

/**
 * Spec 2 §2 and §6 badges on discussion and comment authors, from the role name stored with the
 * post (root, admin, user): SPA for root, ADM for admin, none for others.
 */
export function authorBadge(role: string | null | undefined): 'SPA' | 'ADM' | null {
  if (role === 'root') return 'SPA';
  if (role === 'admin') return 'ADM';
  return null;
}

import { ROLE_NAMES, Role, type RoleCode } from '@contract/roles';
import { auth, role, roleAuth } from '../db/schema';
import type { DbOrTx } from '../platform/db';

const ROLE_DESCRIPTIONS: Record<RoleCode, string> = {
  1000: 'Super administrator',
  1001: 'Administrator',
  1002: 'Default user',
  1003: 'Barred from submitting',
  1004: 'Barred from posting discussions',
  1005: 'Muted (barred from commenting)',
  1006: 'Barred from submitting and posting discussions',
  1007: 'Barred from submitting and muted',
  1008: 'Problem administrator',
};

/** Permission names returned by get-user-auth-info, and which roles hold them. */
export const PERMISSIONS: Record<string, { name: string; roles: RoleCode[] }> = {
  user_admin: { name: 'Manage users', roles: [Role.ROOT] },
  system_config: { name: 'Change system configuration and switches', roles: [Role.ROOT] },
  announcement_admin: { name: 'Manage announcements and notices', roles: [Role.ROOT] },
  judge_admin: { name: 'Rejudge, manual judge and cancel judge', roles: [Role.ROOT] },
  problem_admin: {
    name: 'Manage problems, tags and test data',
    roles: [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN],
  },
  contest_admin: { name: 'Manage contests', roles: [Role.ROOT, Role.ADMIN] },
  training_admin: { name: 'Manage trainings', roles: [Role.ROOT, Role.ADMIN] },
  discussion_admin: { name: 'Manage discussions and reports', roles: [Role.ROOT, Role.ADMIN] },
  group_problem_admin: { name: 'Examine group problem applications', roles: [Role.ROOT, Role.ADMIN] },
  submit: {
    name: 'Submit code',
    roles: [Role.ROOT, Role.ADMIN, Role.DEFAULT_USER, Role.NO_DISCUSS, Role.MUTED, Role.PROBLEM_ADMIN],
  },
  discuss: {
    name: 'Post discussions',
    roles: [
      Role.ROOT,
      Role.ADMIN,
      Role.DEFAULT_USER,
      Role.NO_SUBMIT,
      Role.MUTED,
      Role.NO_SUBMIT_MUTED,
      Role.PROBLEM_ADMIN,
    ],
  },
  comment: {
    name: 'Comment and reply',
    roles: [
      Role.ROOT,
      Role.ADMIN,
      Role.DEFAULT_USER,
      Role.NO_SUBMIT,
      Role.NO_DISCUSS,
      Role.NO_SUBMIT_NO_DISCUSS,
      Role.PROBLEM_ADMIN,
    ],
  },
};

/** Creates the nine roles and the permission grants; safe to run on every start. */
export async function seedRolesAndPermissions(db: DbOrTx): Promise<void> {
  for (const [code, name] of Object.entries(ROLE_NAMES)) {
    const id = Number(code) as RoleCode;
    await db
      .insert(role)
      .values({ id, role: name, description: ROLE_DESCRIPTIONS[id] })
      .onConflictDoUpdate({ target: role.id, set: { role: name, description: ROLE_DESCRIPTIONS[id] } });
  }
  for (const [permission, { name, roles }] of Object.entries(PERMISSIONS)) {
    const [row] = await db
      .insert(auth)
      .values({ name, permission })
      .onConflictDoUpdate({ target: auth.permission, set: { name } })
      .returning({ id: auth.id });
    for (const roleId of roles) {
      await db.insert(roleAuth).values({ roleId, authId: row!.id }).onConflictDoNothing();
    }
  }
}

import { PROBLEM_AUTH } from '@contract/limits';
import { isAdminRole, isRoot, Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { problem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { GROUP_LEVEL, groupAccess, groupLevel } from '../group/index';

export type ProblemRow = typeof problem.$inferSelect;

/** Who acts on a problem: the signed-in user as services need it. */
export type Actor = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;

export const PROBLEM_NOT_FOUND = 'The problem does not exist';
export const PROBLEM_NOT_PUBLIC = 'The problem is not public and cannot be viewed';
export const PROBLEM_NOT_YOURS = 'Sorry, you can only manage the problems you created';

/**
 * Whether `user` may read the statement: public bank problems for everyone; group problems
 * for the group's members; private and contest problems for the admin roles (the contest
 * pages have their own calls).
 */
export async function canViewProblem(db: DbOrTx, user: Actor | null, row: ProblemRow): Promise<boolean> {
  if (user && isAdminRole(user.roles)) return true;
  if (row.isGroup && row.gid !== null) {
    if (!user) return false;
    // A disabled group's problems are closed to all but super admin, as the group itself is.
    const access = await groupAccess(db, row.gid, user).catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    });
    if (!access) return false;
    return row.auth === PROBLEM_AUTH.PUBLIC ? access.isMember : access.isAdmin;
  }
  return row.auth === PROBLEM_AUTH.PUBLIC;
}

export async function assertCanViewProblem(db: DbOrTx, user: Actor | null, row: ProblemRow): Promise<void> {
  if (!(await canViewProblem(db, user, row))) {
    if (!user && row.isGroup) throw unauthorized();
    throw forbidden(PROBLEM_NOT_PUBLIC);
  }
}

/**
 * HOJ's rule for the admin problem pages: root and problem admins manage every problem; an
 * ordinary admin manages the problems they created.
 */
export function canManageProblem(actor: Actor, row: Pick<ProblemRow, 'author'>): boolean {
  if (isRoot(actor.roles) || actor.roles.includes(Role.PROBLEM_ADMIN)) return true;
  return actor.roles.includes(Role.ADMIN) && row.author === actor.username;
}

export function assertCanManageProblem(actor: Actor, row: Pick<ProblemRow, 'author'>): void {
  if (!canManageProblem(actor, row)) throw forbidden(PROBLEM_NOT_YOURS);
}

/** Root and problem admins may publish problems; ordinary admins may hide them or use them in contests. */
export function canPublishProblems(actor: Actor): boolean {
  return isRoot(actor.roles) || actor.roles.includes(Role.PROBLEM_ADMIN);
}

/** Admin roles, or admins of the group the test data is uploaded for. */
export async function assertCanUploadTestdata(
  db: DbOrTx,
  user: Actor,
  gid: number | undefined,
): Promise<void> {
  if (isAdminRole(user.roles)) return;
  if (gid && (await groupLevel(db, gid, user.uid)) >= GROUP_LEVEL.ADMIN) return;
  throw forbidden('Sorry, you do not have permission to upload test data');
}

/** Who may download a problem's test data: its managers, and for group problems the group's admins. */
export async function assertCanDownloadTestdata(db: DbOrTx, user: Actor, row: ProblemRow): Promise<void> {
  if (isAdminRole(user.roles) && canManageProblem(user, row)) return;
  if (row.author === user.username) return;
  if (row.gid !== null && (await groupLevel(db, row.gid, user.uid)) >= GROUP_LEVEL.ADMIN) return;
  throw forbidden('Sorry, you do not have permission to download the test data of this problem');
}

export async function findProblem(db: DbOrTx, pid: number): Promise<ProblemRow> {
  const [row] = await db.select().from(problem).where(eq(problem.id, pid));
  if (!row) throw notFound(PROBLEM_NOT_FOUND);
  return row;
}

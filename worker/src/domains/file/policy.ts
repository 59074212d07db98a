import { isAdminRole } from '@contract/roles';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { GROUP_LEVEL, groupExists, groupLevel } from '../group/index';

export const MARKDOWN_UPLOAD_REFUSED = 'Sorry, only administrators and group administrators may upload here';

/**
 * Editor uploads are for the admin roles, and for admins (level 4 or 5) of the group named by
 * `gid` (spec 3 §6). A named group must exist, whoever asks.
 */
export async function assertMayUploadMarkdown(
  db: DbOrTx,
  user: CurrentUser,
  gid: number | undefined,
): Promise<void> {
  if (gid && !(await groupExists(db, gid))) throw notFound('The group does not exist');
  if (isAdminRole(user.roles)) return;
  if (gid && (await groupLevel(db, gid, user.uid)) >= GROUP_LEVEL.ADMIN) return;
  throw forbidden(MARKDOWN_UPLOAD_REFUSED);
}

/** An upload may be deleted by whoever uploaded it and by the admin roles. */
export function assertMayDeleteUpload(user: CurrentUser, upload: { uid: string | null }): void {
  if (upload.uid === user.uid || isAdminRole(user.roles)) return;
  throw forbidden('Sorry, you may delete only the files you uploaded');
}

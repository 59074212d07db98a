import { userSysNotice } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';
import { noteUnreadChanged } from './unread-cache';

export interface OwnNotice {
  recipientId: string;
  title: string;
  /** Markdown, shown in the user's "mine" box. */
  content: string;
}

/**
 * Writes a notice about the recipient's own things (the "mine" box: group applications,
 * approvals, removals, as HOJ's addSingleNoticeToUser) inside the caller's transaction. It
 * carries its own title and content: no admin notice stands behind it.
 */
export async function notifyUser(tx: DbOrTx, notice: OwnNotice): Promise<void> {
  await notifyUsers(tx, [notice.recipientId], notice);
}

/** The same notice to several users at once (a group's members when it is dissolved). */
export async function notifyUsers(
  tx: DbOrTx,
  recipientIds: readonly string[],
  notice: { title: string; content: string },
): Promise<void> {
  const unique = [...new Set(recipientIds)];
  if (unique.length === 0) return;
  noteUnreadChanged(unique);
  await tx.insert(userSysNotice).values(
    unique.map((recipientId) => ({
      recipientId,
      type: 'Mine',
      title: notice.title,
      content: notice.content,
    })),
  );
}

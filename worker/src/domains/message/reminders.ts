import { msgRemind } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';
import { noteUnreadChanged } from './unread-cache';

/**
 * msg_remind actions (spec 2 §3 "Message"), HOJ's names: Discuss a comment on the recipient's
 * discussion, Reply a reply to their comment or reply, Like_Post a like of their discussion,
 * Like_Discuss a like of their comment.
 */
export type RemindAction = 'Discuss' | 'Reply' | 'Like_Post' | 'Like_Discuss';

export interface Reminder {
  action: RemindAction;
  senderId: string;
  recipientId: string;
  /** The discussion id, or the contest id for contest comments. */
  sourceId: number;
  sourceType: 'Discussion' | 'Contest';
  /** The discussion's or contest's title as it is now. */
  sourceTitle: string;
  /** What the sender wrote (the comment or reply); empty for likes. */
  sourceContent?: string | null;
  quoteId?: number | null;
  quoteType?: 'Comment' | 'Reply' | null;
  /** The recipient's comment or reply being answered or liked. */
  quoteContent?: string | null;
  /** Where the message centre links to, a path of the web app. */
  url: string;
}

/** Message rows keep a preview, not a copy: the message centre shows a line or two. */
const PREVIEW_CHARS = 250;
const preview = (text: string | null | undefined) => (text == null ? null : text.slice(0, PREVIEW_CHARS));

/**
 * Writes the recipient's reminder inside the caller's transaction, so the message exists exactly
 * when the comment, reply or like does. Acting on one's own post reminds no one.
 */
export async function remindUser(tx: DbOrTx, reminder: Reminder): Promise<void> {
  if (reminder.senderId === reminder.recipientId) return;
  noteUnreadChanged([reminder.recipientId]);
  await tx.insert(msgRemind).values({
    action: reminder.action,
    senderId: reminder.senderId,
    recipientId: reminder.recipientId,
    sourceId: reminder.sourceId,
    sourceType: reminder.sourceType,
    sourceTitle: reminder.sourceTitle,
    sourceContent: preview(reminder.sourceContent),
    quoteId: reminder.quoteId ?? null,
    quoteType: reminder.quoteType ?? null,
    quoteContent: preview(reminder.quoteContent),
    url: reminder.url,
  });
}

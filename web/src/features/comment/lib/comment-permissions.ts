import type { CommentVO } from '@contract/comment';
import type { CommentTarget } from './comment-target';

export interface CommentViewer {
  uid: string | null;
  /** admin or root (not problem admins): may delete comments outside contests (spec 2 §6). */
  isSiteAdmin: boolean;
}

/**
 * Where HOJ shows Delete on a comment or reply: its author; an admin role on a site discussion;
 * the group's admins on a group's discussion; a contest admin in their contest. The server decides; the button only follows its rule.
 */
export function canDelete(target: CommentTarget, viewer: CommentViewer, authorUid: string): boolean {
  if (!viewer.uid) return false;
  if (authorUid === viewer.uid) return true;
  if (target.kind === 'contest') return target.isContestAdmin;
  return target.isGroupAdmin ?? viewer.isSiteAdmin;
}

/**
 * Spec 2 §6: in a contest, a comment by a root or by the contest owner takes replies only from
 * its own author and contest admins; everywhere else anyone may reply.
 */
export function canReplyToComment(
  target: CommentTarget,
  viewer: CommentViewer,
  comment: Pick<CommentVO, 'fromUid' | 'fromName' | 'fromRole'>,
): boolean {
  if (target.kind !== 'contest') return true;
  if (viewer.uid && comment.fromUid === viewer.uid) return true;
  if (target.isContestAdmin) return true;
  return comment.fromRole !== 'root' && comment.fromName !== target.ownerName;
}

import type { CommentSourceType } from '@contract/comment';

/** Where a comment section lives: under a discussion, or in a contest's Comment tab. */
export type CommentTarget =
  | {
      kind: 'discussion';
      id: number;
      /**
       * Set on a group's discussion: whether the viewer administers the group, who then removes
       * any comment there (and site admins who are not super admin do not).
       */
      isGroupAdmin?: boolean;
    }
  | {
      kind: 'contest';
      id: number;
      /** The viewer administers this contest (author, super admin, group admin). */
      isContestAdmin: boolean;
      /** The contest owner's username: comments by the owner take replies only from some (spec 2 §6). */
      ownerName: string;
    };

/** The query parameters naming the target: did for a discussion, cid for a contest. */
export const targetParams = (target: CommentTarget) =>
  target.kind === 'discussion' ? { did: target.id } : { cid: target.id };

/** GET /api/comment-like's sourceId and sourceType: where the liked comment lives. */
export const likeSource = (target: CommentTarget): { sourceId: number; sourceType: CommentSourceType } => ({
  sourceId: target.id,
  sourceType: target.kind === 'discussion' ? 'Discussion' : 'Contest',
});

/** The contest id for the reply list, which the server needs to hide replies during a contest. */
export const contestIdOf = (target: CommentTarget) => (target.kind === 'contest' ? target.id : undefined);

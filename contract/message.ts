/** Message centre calls (spec 1 §3, spec 2). */

/** GET /api/msg/unread: unread items per box of the message menu. */
export interface UnreadCounts {
  /** Comments on the user's discussions (msg_remind action Discuss). */
  comment: number;
  /** Replies to the user's comments (Reply). */
  reply: number;
  /** Likes of the user's posts and discussions (Like_Post, Like_Discuss). */
  like: number;
  /** System notices from admins (user_sys_notice type Sys). */
  sys: number;
  /** Notices about the user's own things (type Mine). */
  mine: number;
}

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';
import { contest } from './contest';

/** Owned by the discussion area (domains/discussion): discussions, their categories, likes and reports, comments and replies. */

export const discussionCategory = pgTable('discussion_category', {
  id: id(),
  name: text().notNull(),
  ...timestamps,
});

export const discussion = pgTable(
  'discussion',
  {
    id: id(),
    categoryId: integer(),
    title: text().notNull(),
    description: text().notNull(),
    content: text().notNull(),
    /** The problem's display id when the discussion is about a problem. */
    pid: text(),
    uid: text().notNull(),
    author: text().notNull(),
    avatar: text(),
    role: text(),
    viewNum: integer().notNull().default(0),
    likeNum: integer().notNull().default(0),
    commentNum: integer().notNull().default(0),
    topPriority: integer().notNull().default(0),
    /** 0 normal, 1 disabled. */
    status: integer().notNull().default(0),
    gid: integer(),
    ...timestamps,
  },
  (t) => [
    // NULLS FIRST as `order by … desc` means it, or the planner cannot read the order from the index.
    index('discussion_list_idx').on(t.gid, t.topPriority.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The public list's order: `gid is null` cannot make gid a constant of the index above (only
    // `=` does), so without this the planner sorts every public discussion for each page.
    index('discussion_public_list_idx')
      .on(t.topPriority.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.gid} is null`),
    index('discussion_pid_idx').on(t.pid),
    index('discussion_uid_idx').on(t.uid),
  ],
);

export const discussionLike = pgTable(
  'discussion_like',
  {
    id: id(),
    uid: text().notNull(),
    did: integer()
      .notNull()
      .references(() => discussion.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('discussion_like_uq').on(t.did, t.uid)],
);

export const discussionReport = pgTable('discussion_report', {
  id: id(),
  did: integer()
    .notNull()
    .references(() => discussion.id, { onDelete: 'cascade' }),
  reporter: text().notNull(),
  content: text().notNull(),
  /** 0 open, 1 handled. */
  status: integer().notNull().default(0),
  ...timestamps,
});

/** A comment on a discussion (did) or in a contest (cid). */
export const comment = pgTable(
  'comment',
  {
    id: id(),
    cid: integer().references(() => contest.id, { onDelete: 'cascade' }),
    did: integer().references(() => discussion.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    fromUid: text().notNull(),
    fromName: text().notNull(),
    fromAvatar: text(),
    fromRole: text(),
    likeNum: integer().notNull().default(0),
    status: integer().notNull().default(0),
    ...timestamps,
  },
  // A page lists the most liked first, then the newest (HOJ): its ids come from walking these
  // indexes alone, however deep the page. NULLS FIRST is what a plain `order by … desc` asks
  // for; an index sorted otherwise would not serve it.
  (t) => [
    index('comment_did_idx').on(t.did, t.status, t.likeNum.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('comment_cid_idx').on(t.cid, t.status, t.likeNum.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const commentLike = pgTable(
  'comment_like',
  {
    id: id(),
    uid: text().notNull(),
    commentId: integer()
      .notNull()
      .references(() => comment.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('comment_like_uq').on(t.commentId, t.uid)],
);

export const reply = pgTable(
  'reply',
  {
    id: id(),
    commentId: integer()
      .notNull()
      .references(() => comment.id, { onDelete: 'cascade' }),
    fromUid: text().notNull(),
    fromName: text().notNull(),
    fromAvatar: text(),
    fromRole: text(),
    toUid: text(),
    toName: text(),
    toAvatar: text(),
    content: text().notNull(),
    status: integer().notNull().default(0),
    ...timestamps,
  },
  // A comment's visible replies, newest first, and their count come from this index alone.
  (t) => [index('reply_comment_idx').on(t.commentId, t.status, t.id)],
);

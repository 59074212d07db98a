import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userInfo } from './account';
import { id, timestamps } from './common';

/**
 * Owned by the site area (domains/site), except where a table says otherwise: uploaded_file is
 * the file area's, admin_sys_notice, user_sys_notice and msg_remind the message area's.
 */

/**
 * Site configuration, one JSON document per section: website, switch (judging, discussion
 * and group switches with their thresholds), email, judge. Typed and defaulted in
 * worker/src/domains/site/config.ts.
 */
export const siteConfig = pgTable('site_config', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  ...timestamps,
});

/** Site-wide announcements; a group's announcements are the group area's `group_announcement`. */
export const announcement = pgTable('announcement', {
  id: id(),
  title: text().notNull(),
  content: text().notNull(),
  uid: text().references(() => userInfo.uid, { onDelete: 'set null' }),
  /** 0 visible, 1 hidden. */
  status: integer().notNull().default(0),
  ...timestamps,
});

/**
 * A stored upload: avatar, markdown image or file, carousel image, group avatar, problem file.
 * Owned by the file area (domains/file); problem imports record their images through its index.
 */
export const uploadedFile = pgTable(
  'uploaded_file',
  {
    id: id(),
    uid: text().references(() => userInfo.uid, { onDelete: 'set null' }),
    gid: integer(),
    /** avatar, md-img, md-file, carousel, group-avatar, testcase-zip, problem-import */
    type: text().notNull(),
    name: text().notNull(),
    suffix: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    /** Key in the file store. */
    storageKey: text().notNull().unique(),
    deleted: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index('uploaded_file_uid_type_idx').on(t.uid, t.type)],
);

export const homeCarousel = pgTable('home_carousel', {
  id: id(),
  fileId: integer().references(() => uploadedFile.id, { onDelete: 'set null' }),
  url: text().notNull(),
  uid: text().references(() => userInfo.uid, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * A notice written by an admin; the message area's maintenance task pushes it to its recipients
 * (spec 3 §4). Owned by the message area.
 */
export const adminSysNotice = pgTable(
  'admin_sys_notice',
  {
    id: id(),
    title: text().notNull(),
    content: text().notNull(),
    /** All, Single or Admin. */
    type: text().notNull(),
    recipientId: text().references(() => userInfo.uid, { onDelete: 'cascade' }),
    adminId: text().references(() => userInfo.uid, { onDelete: 'set null' }),
    pushed: boolean().notNull().default(false),
    ...timestamps,
  },
  // Every maintenance tick asks for the unpushed ones.
  (t) => [index('admin_sys_notice_unpushed_idx').on(t.id).where(sql`${t.pushed} = false`)],
);

/**
 * A notice delivered to one user: Sys (from admin notices) or Mine (about the user's own things).
 * Owned by the message area.
 */
export const userSysNotice = pgTable(
  'user_sys_notice',
  {
    id: id(),
    sysNoticeId: integer().references(() => adminSysNotice.id, { onDelete: 'cascade' }),
    recipientId: text()
      .notNull()
      .references(() => userInfo.uid, { onDelete: 'cascade' }),
    type: text().notNull(),
    title: text(),
    content: text(),
    /** true once read. */
    state: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The box's pages: unread first, newest first.
    index('user_sys_notice_recipient_idx').on(t.recipientId, t.type, t.state, t.gmtCreate.desc()),
    // The bell's counts read only unread rows, which stay few while read ones pile up.
    index('user_sys_notice_unread_idx').on(t.recipientId, t.type).where(sql`${t.state} = false`),
    // The push delivers a notice to a user once, however many runs overlap.
    uniqueIndex('user_sys_notice_delivery_idx').on(t.sysNoticeId, t.recipientId),
  ],
);

/** A reminder of someone else's action on the user's content: Discuss, Reply, Like. Owned by the message area. */
export const msgRemind = pgTable(
  'msg_remind',
  {
    id: id(),
    action: text().notNull(),
    sourceId: integer(),
    sourceType: text(),
    /** The discussion's or contest's title, kept as it was when the reminder was written. */
    sourceTitle: text(),
    sourceContent: text(),
    quoteId: integer(),
    quoteType: text(),
    /** The recipient's comment or reply that the sender answered. */
    quoteContent: text(),
    url: text(),
    state: boolean().notNull().default(false),
    senderId: text().references(() => userInfo.uid, { onDelete: 'cascade' }),
    recipientId: text()
      .notNull()
      .references(() => userInfo.uid, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    index('msg_remind_recipient_idx').on(t.recipientId, t.action, t.state, t.gmtCreate.desc()),
    index('msg_remind_unread_idx').on(t.recipientId, t.action).where(sql`${t.state} = false`),
  ],
);

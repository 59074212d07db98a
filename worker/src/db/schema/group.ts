import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';

/** Owned by the group area (domains/group): only it writes these tables. */

/** A group (team). Named `team` in SQL because `group` is a reserved word. */
export const team = pgTable(
  'team',
  {
    id: id(),
    avatar: text(),
    name: text().notNull(),
    shortName: text().notNull(),
    brief: text().notNull(),
    description: text().notNull(),
    /** The owner's username. */
    owner: text().notNull(),
    uid: text().notNull(),
    /** 1 public, 2 protected, 3 private. */
    auth: integer().notNull(),
    visible: boolean().notNull().default(true),
    /** 0 normal, 1 disabled. */
    status: integer().notNull().default(0),
    /** Invitation code for protected and private groups: 6 characters. */
    code: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('team_name_uq').using('btree', sql`lower(${t.name})`),
    uniqueIndex('team_short_name_uq').using('btree', sql`lower(${t.shortName})`),
  ],
);

export const groupMember = pgTable(
  'group_member',
  {
    id: id(),
    gid: integer()
      .notNull()
      .references(() => team.id, { onDelete: 'cascade' }),
    uid: text().notNull(),
    /** 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
    auth: integer().notNull(),
    reason: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('group_member_gid_uid_uq').on(t.gid, t.uid), index('group_member_uid_idx').on(t.uid)],
);

/** A group's announcements (spec 3 §3): shown on the group home to members. */
export const groupAnnouncement = pgTable(
  'group_announcement',
  {
    id: id(),
    gid: integer()
      .notNull()
      .references(() => team.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    /** 0 visible, 1 hidden. */
    status: integer().notNull().default(0),
    uid: text().notNull(),
    /** The author's username when posted (HOJ shows it as `username`). */
    username: text().notNull(),
    ...timestamps,
  },
  (t) => [index('group_announcement_gid_idx').on(t.gid, t.id.desc())],
);

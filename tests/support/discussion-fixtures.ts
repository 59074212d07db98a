import { eq } from 'drizzle-orm';
import { discussion, discussionCategory } from '../../worker/src/db/schema';
import type { TestApp } from './test-app';

/**
 * Discussions and categories inserted straight into their tables, for tests about what other
 * calls do with them (comments, replies, messages, pages) rather than about posting them.
 */

type Author = { uid: string; username: string };
export type DiscussionValues = Partial<typeof discussion.$inferInsert>;

let categorySeq = 0;

export async function insertDiscussionCategory(t: TestApp, name?: string) {
  categorySeq += 1;
  const [row] = await t.platform.db
    .insert(discussionCategory)
    .values({ name: name ?? `Category ${categorySeq}` })
    .returning();
  return row!;
}

/**
 * A normal public discussion by `author`; without `values.categoryId` it goes into a fresh
 * category. Counters start at 0 unless `values` say otherwise.
 */
export async function insertDiscussion(t: TestApp, author: Author, values: DiscussionValues = {}) {
  const categoryId = values.categoryId ?? (await insertDiscussionCategory(t)).id;
  const [row] = await t.platform.db
    .insert(discussion)
    .values({
      title: 'Discussion',
      description: 'A short description',
      content: 'Some **Markdown** content',
      uid: author.uid,
      author: author.username,
      ...values,
      categoryId,
    })
    .returning();
  return row!;
}

/** The discussion's row as stored now (counters included), or undefined once deleted. */
export async function discussionRow(t: TestApp, did: number) {
  const [row] = await t.platform.db.select().from(discussion).where(eq(discussion.id, did));
  return row;
}

import type { DiscussionCategory, upsertDiscussionCategoryRequest } from '@contract/discussion';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { discussionCategory } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { Db, DbOrTx } from '../../platform/db';

type CategoryRow = typeof discussionCategory.$inferSelect;

const toCategory = (row: CategoryRow): DiscussionCategory => ({
  id: row.id,
  name: row.name,
  gmtCreate: row.gmtCreate.toISOString(),
  gmtModified: row.gmtModified.toISOString(),
});

/** GET /api/discussion-category: every category, oldest first (HOJ's list order). */
export async function listDiscussionCategories(db: DbOrTx): Promise<DiscussionCategory[]> {
  const rows = await db.select().from(discussionCategory).orderBy(asc(discussionCategory.id));
  return rows.map(toCategory);
}

/** Whether a category with this id exists. */
export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: discussionCategory.id })
    .from(discussionCategory)
    .where(eq(discussionCategory.id, id));
  return row !== undefined;
}

/**
 * POST /api/discussion-category (HOJ upsertDiscussionCategory): the edited list saves as a whole.
 * A row with an id renames it, one without adds a category, a blank name is skipped. A category
 * left out stays, as in HOJ: discussions still point at it. An id that names no category is
 * refused before anything is written.
 */
export async function upsertDiscussionCategories(
  db: Db,
  input: z.output<typeof upsertDiscussionCategoryRequest>,
): Promise<DiscussionCategory[]> {
  const named = input.flatMap((item) => (item.name ? [{ id: item.id, name: item.name }] : []));
  const ids = [...new Set(named.flatMap((item) => (item.id === undefined ? [] : [item.id])))];
  await db.transaction(async (tx) => {
    if (ids.length > 0) {
      const found = await tx
        .select({ id: discussionCategory.id })
        .from(discussionCategory)
        .where(inArray(discussionCategory.id, ids));
      const missing = ids.find((id) => !found.some((row) => row.id === id));
      if (missing !== undefined) throw badRequest(`id: the category ${missing} does not exist`);
    }
    for (const item of named) {
      if (item.id === undefined) {
        await tx.insert(discussionCategory).values({ name: item.name });
      } else {
        await tx
          .update(discussionCategory)
          .set({ name: item.name })
          .where(eq(discussionCategory.id, item.id));
      }
    }
  });
  return listDiscussionCategories(db);
}

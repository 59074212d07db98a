import {
  CATEGORY_COLOR_DEFAULT,
  TRAINING_ADMIN_MESSAGES as M,
  type TrainingCategoryItem,
} from '@contract/training-admin';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { trainingCategory } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { categoryItemOf } from './admin-trainings';

/**
 * The site's training categories (HOJ AdminTrainingCategoryManager). Names are unique among the
 * site's categories; a group's categories are its own and not touched here. The list is the
 * public GET /api/get-training-category.
 */

/**
 * Category writes take one transaction-scoped advisory lock, so two saves of the same name at
 * once cannot both pass the uniqueness check (the table has no unique index on the name).
 */
async function lockCategoryNames(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('training_category.name'))`);
}

async function assertNameFree(tx: DbOrTx, name: string, exceptId: number | null): Promise<void> {
  const [taken] = await tx
    .select({ id: trainingCategory.id })
    .from(trainingCategory)
    .where(
      and(
        isNull(trainingCategory.gid),
        eq(trainingCategory.name, name),
        exceptId === null ? undefined : ne(trainingCategory.id, exceptId),
      ),
    );
  if (taken) throw badRequest(M.categoryNameTaken);
}

/** POST /api/admin/training/category: answers the new category, as HOJ's page appends it. */
export async function createCategory(
  platform: Platform,
  request: { name: string; color?: string },
): Promise<TrainingCategoryItem> {
  return platform.db.transaction(async (tx) => {
    await lockCategoryNames(tx);
    await assertNameFree(tx, request.name, null);
    const now = platform.clock.now();
    const [created] = await tx
      .insert(trainingCategory)
      .values({
        name: request.name,
        color: request.color ?? CATEGORY_COLOR_DEFAULT,
        gid: null,
        gmtCreate: now,
        gmtModified: now,
      })
      .returning();
    return categoryItemOf(created!);
  });
}

/** PUT /api/admin/training/category. */
export async function updateCategory(
  platform: Platform,
  request: { id: number; name: string; color?: string },
): Promise<TrainingCategoryItem> {
  return platform.db.transaction(async (tx) => {
    await lockCategoryNames(tx);
    await assertNameFree(tx, request.name, request.id);
    const [updated] = await tx
      .update(trainingCategory)
      .set({
        name: request.name,
        ...(request.color === undefined ? {} : { color: request.color }),
        gmtModified: platform.clock.now(),
      })
      .where(and(eq(trainingCategory.id, request.id), isNull(trainingCategory.gid)))
      .returning();
    if (!updated) throw notFound(M.categoryNotFound);
    return categoryItemOf(updated);
  });
}

/** DELETE /api/admin/training/category: its trainings stay, without a category until edited. */
export async function deleteCategory(db: DbOrTx, cid: number): Promise<void> {
  const removed = await db
    .delete(trainingCategory)
    .where(and(eq(trainingCategory.id, cid), isNull(trainingCategory.gid)))
    .returning({ id: trainingCategory.id });
  if (removed.length === 0) throw notFound(M.categoryNotFound);
}

import { DEFAULT_TAG_COLOR, LOCAL_OJ } from '@contract/limits';
import type { tagClassificationSaveRequest, tagSaveRequest } from '@contract/problem';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { tag, tagClassification } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Db } from '../../platform/db';
import { invalidateProblemBank } from './bank-index';
import { listTagsByClassification } from './list-service';

/** Admin tags (spec 3 §2 problem/tag): one name per bank; classifications group them. */

type TagSave = z.output<typeof tagSaveRequest>;
type ClassificationSave = z.output<typeof tagClassificationSaveRequest>;

const TAG_EXISTS = 'The tag name already exists, please do not add it repeatedly';
const TAG_NOT_FOUND = 'The tag does not exist';
const CLASSIFICATION_NOT_FOUND = 'The tag classification does not exist';

async function assertNameFree(db: Db, name: string, oj: string, exceptId: number | null) {
  const [taken] = await db
    .select({ id: tag.id })
    .from(tag)
    .where(
      and(
        eq(sql`lower(${tag.name})`, name.toLowerCase()),
        eq(tag.oj, oj),
        isNull(tag.gid),
        exceptId === null ? undefined : ne(tag.id, exceptId),
      ),
    );
  if (taken) throw badRequest(TAG_EXISTS);
}

async function assertClassification(db: Db, tcid: number | null | undefined) {
  if (!tcid) return;
  const [found] = await db
    .select({ id: tagClassification.id })
    .from(tagClassification)
    .where(eq(tagClassification.id, tcid));
  if (!found) throw badRequest(CLASSIFICATION_NOT_FOUND);
}

export async function createTag(db: Db, input: TagSave) {
  const oj = input.oj ?? LOCAL_OJ;
  await assertNameFree(db, input.name, oj, null);
  await assertClassification(db, input.tcid);
  const [created] = await db
    .insert(tag)
    .values({ name: input.name, color: input.color || DEFAULT_TAG_COLOR, oj, tcid: input.tcid ?? null })
    .returning();
  invalidateProblemBank(db);
  return created!;
}

export async function updateTag(db: Db, input: TagSave) {
  const id = input.id;
  if (!id) throw badRequest('id is required');
  const [current] = await db.select().from(tag).where(eq(tag.id, id));
  if (!current) throw notFound(TAG_NOT_FOUND);
  const oj = input.oj ?? current.oj;
  await assertNameFree(db, input.name, oj, id);
  await assertClassification(db, input.tcid);
  const [updated] = await db
    .update(tag)
    .set({
      name: input.name,
      color: input.color || current.color,
      oj,
      tcid: input.tcid === undefined ? current.tcid : input.tcid,
    })
    .where(eq(tag.id, id))
    .returning();
  invalidateProblemBank(db);
  return updated!;
}

/** Deleting a tag unlinks it from its problems. */
export async function deleteTag(db: Db, id: number) {
  const deleted = await db.delete(tag).where(eq(tag.id, id)).returning({ id: tag.id });
  if (deleted.length === 0) throw notFound(TAG_NOT_FOUND);
  invalidateProblemBank(db);
}

export async function createTagClassification(db: Db, input: ClassificationSave) {
  const [created] = await db
    .insert(tagClassification)
    .values({ name: input.name, oj: input.oj ?? LOCAL_OJ, rank: input.rank ?? 0 })
    .returning();
  return created!;
}

export async function updateTagClassification(db: Db, input: ClassificationSave) {
  const id = input.id;
  if (!id) throw badRequest('id is required');
  const [current] = await db.select().from(tagClassification).where(eq(tagClassification.id, id));
  if (!current) throw notFound(CLASSIFICATION_NOT_FOUND);
  const [updated] = await db
    .update(tagClassification)
    .set({ name: input.name, oj: input.oj ?? current.oj, rank: input.rank ?? current.rank })
    .where(eq(tagClassification.id, id))
    .returning();
  return updated!;
}

/** Deleting a classification leaves its tags unclassified. */
export async function deleteTagClassification(db: Db, id: number) {
  const deleted = await db
    .delete(tagClassification)
    .where(eq(tagClassification.id, id))
    .returning({ id: tagClassification.id });
  if (deleted.length === 0) throw notFound(CLASSIFICATION_NOT_FOUND);
}

/** GET /api/admin/tag/classification: the classifications of a bank, in their order. */
export async function listTagClassifications(db: Db, oj: string | undefined) {
  const groups = await listTagsByClassification(db, oj);
  return groups.flatMap((g) => (g.classification ? [g.classification] : []));
}

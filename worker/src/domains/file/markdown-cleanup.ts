import { and, asc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { uploadedFile } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { MARKDOWN_UPLOAD_TYPES } from './markdown-uploads';
import { publicNameOf } from './storage';

/**
 * Editor uploads that no saved text links are removed once they are older than this: the
 * editor uploads as the author types, and the text is saved later, or never. A week, so a
 * statement left open in the editor over a weekend still finds its images when saved.
 */
export const MARKDOWN_UPLOAD_GRACE_MS = 7 * 24 * 3600 * 1000;

/** Uploads looked at per run, oldest check first, so one run stays short however many there are. */
const BATCH = 100;

/**
 * A text column holding Markdown, named by the area that owns its table (each area's index
 * exports its list; scheduled.ts hands them all to this task). The file area only reads them.
 */
export type MarkdownTextColumn = PgColumn;

/**
 * The upload names (32 hex characters and an extension, unique to one upload) that appear in
 * any of the columns. One query per table: the names are unnested and each kept when some row
 * contains it, so no text leaves the database.
 */
export async function namesLinkedFrom(
  db: DbOrTx,
  columns: readonly MarkdownTextColumn[],
  names: readonly string[],
): Promise<Set<string>> {
  const byTable = new Map<PgTable, PgColumn[]>();
  for (const column of columns) {
    const table = column.table as PgTable;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const linked = new Set<string>();
  if (names.length === 0) return linked;
  const candidates = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  for (const [table, tableColumns] of byTable) {
    const contains = or(...tableColumns.map((column) => sql`strpos(${column}, n.name) > 0`)) as SQL;
    const rows = await db
      .select({ name: sql<string>`n.name` })
      .from(sql`unnest(array[${candidates}]::text[]) as n(name)`)
      .where(sql`exists (select 1 from ${table} where ${contains})`);
    for (const row of rows) linked.add(row.name);
  }
  return linked;
}

/**
 * Removes editor uploads (md-img, md-file) past the grace period that no Markdown column links:
 * the row is marked deleted and the stored object removed. An upload still linked is stamped
 * (gmtModified = checked now) and looked at again a grace period later, so an upload whose
 * link is edited out later goes too, and each run moves on to the longest-unchecked ones.
 */
export async function removeUnlinkedMarkdownUploads(
  platform: Platform,
  now: Date,
  columns: readonly MarkdownTextColumn[],
): Promise<{ removed: number; kept: number }> {
  const { db, files, log } = platform;
  const cutoff = new Date(now.getTime() - MARKDOWN_UPLOAD_GRACE_MS);
  const candidates = await db
    .select({ id: uploadedFile.id, storageKey: uploadedFile.storageKey })
    .from(uploadedFile)
    .where(
      and(
        inArray(uploadedFile.type, [...MARKDOWN_UPLOAD_TYPES]),
        eq(uploadedFile.deleted, false),
        lte(uploadedFile.gmtCreate, cutoff),
        lte(uploadedFile.gmtModified, cutoff),
      ),
    )
    .orderBy(asc(uploadedFile.gmtModified), asc(uploadedFile.id))
    .limit(BATCH);
  if (candidates.length === 0) return { removed: 0, kept: 0 };

  const linked = await namesLinkedFrom(
    db,
    columns,
    candidates.map((c) => publicNameOf(c.storageKey)),
  );
  const keptIds = candidates.filter((c) => linked.has(publicNameOf(c.storageKey))).map((c) => c.id);
  const unlinkedIds = candidates.filter((c) => !linked.has(publicNameOf(c.storageKey))).map((c) => c.id);

  if (keptIds.length > 0) {
    await db.update(uploadedFile).set({ gmtModified: now }).where(inArray(uploadedFile.id, keptIds));
  }
  if (unlinkedIds.length === 0) return { removed: 0, kept: keptIds.length };
  // Only rows still undeleted: a delete-md-img racing this run removes the object itself.
  const removed = await db
    .update(uploadedFile)
    .set({ deleted: true, gmtModified: now })
    .where(and(inArray(uploadedFile.id, unlinkedIds), eq(uploadedFile.deleted, false)))
    .returning({ storageKey: uploadedFile.storageKey });
  for (const { storageKey } of removed) {
    await files
      .delete(storageKey)
      .catch((error) =>
        log.warn('unlinked upload not removed from the store', { storageKey, error: String(error) }),
      );
  }
  return { removed: removed.length, kept: keptIds.length };
}

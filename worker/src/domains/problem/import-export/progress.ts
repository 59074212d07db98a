import type { ImportFormat, ImportPhase, ImportProgress } from '@contract/problem-import';
import { HttpError, notFound } from '../../../http/errors';
import type { DbOrTx } from '../../../platform/db';
import type { Platform } from '../../../platform/platform';
import { purgeExpiredCache, readCache, writeCache } from '../../site/index';

/**
 * Import progress records live in the shared cache table for a day, keyed by import id, so
 * any instance (or Worker invocation) answers the progress call. Updates while test data is
 * stored are throttled; the transaction that saves the problems writes none, so a single
 * database connection (PGlite) is never waited on by itself.
 */

const RECORD_TTL_MS = 24 * 60 * 60 * 1000;
const UPDATE_EVERY_MS = 500;

interface StoredRecord extends ImportProgress {
  uid: string;
}

const keyOf = (importId: string) => `problem-import:${importId}`;

export class ImportTracker {
  private record: StoredRecord;
  private lastWrite = 0;

  private constructor(
    private readonly platform: Platform,
    record: StoredRecord,
  ) {
    this.record = record;
  }

  /** Opens the record of a new import; an id already in use is refused. */
  static async start(
    platform: Platform,
    uid: string,
    importId: string,
    format: ImportFormat,
    fileName: string,
  ): Promise<ImportTracker> {
    const now = platform.clock.now();
    await purgeExpiredCache(platform.db, now);
    if (await readCache(platform.db, keyOf(importId), now)) {
      throw new HttpError(409, `The import id ${importId} is already in use; choose another`);
    }
    const tracker = new ImportTracker(platform, {
      uid,
      importId,
      format,
      fileName,
      state: 'running',
      phase: 'reading',
      done: 0,
      total: 1,
      message: 'Reading the archive',
      problems: [],
      warnings: [],
      startedAt: now.toISOString(),
      finishedAt: null,
    });
    await tracker.save();
    return tracker;
  }

  get progress(): ImportProgress {
    const { uid: _uid, ...progress } = this.record;
    return progress;
  }

  async phase(phase: ImportPhase, total: number, message: string): Promise<void> {
    Object.assign(this.record, { phase, total, done: 0, message });
    await this.save();
  }

  /** Counts one unit of the current phase; written at most every half second. */
  async step(message: string): Promise<void> {
    this.record.done += 1;
    this.record.message = message;
    if (this.platform.clock.now().getTime() - this.lastWrite >= UPDATE_EVERY_MS) await this.save();
  }

  async finish(update: Pick<ImportProgress, 'problems' | 'warnings' | 'message'>): Promise<ImportProgress> {
    Object.assign(this.record, update, {
      state: 'done',
      phase: 'finished',
      done: this.record.total,
      finishedAt: this.platform.clock.now().toISOString(),
    });
    await this.save();
    return this.progress;
  }

  async fail(message: string): Promise<ImportProgress> {
    Object.assign(this.record, {
      state: 'failed',
      message,
      finishedAt: this.platform.clock.now().toISOString(),
    });
    await this.save();
    return this.progress;
  }

  private async save(): Promise<void> {
    const now = this.platform.clock.now();
    this.lastWrite = now.getTime();
    await writeCache(
      this.platform.db,
      keyOf(this.record.importId),
      this.record,
      new Date(now.getTime() + RECORD_TTL_MS),
    );
  }
}

/** The progress of an import, for the user who started it only. */
export async function readImportProgress(
  db: DbOrTx,
  uid: string,
  importId: string,
  now: Date,
): Promise<ImportProgress> {
  const record = await readCache<StoredRecord>(db, keyOf(importId), now);
  if (!record || record.uid !== uid) throw notFound('The import does not exist or has expired');
  const { uid: _uid, ...progress } = record;
  return progress;
}

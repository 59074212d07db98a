// Test data on the runner's disk, one file per content hash. A file is downloaded once, checked
// against its sha256, made read-only and renamed into place, so a half-written file is never seen.
// The cache is bounded: the least recently used files that no running job needs are deleted.
// Files read as text (the answers compared with every case's output) are also kept in memory,
// within a small bound: a file's content never changes under its hash, so the copy is dropped
// only when the file is.
import { createHash } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RunnerLog } from '../log';

export type TestcaseFetcher = (hash: string, signal?: AbortSignal) => Promise<Response>;

interface Entry {
  size: number;
  lastUsed: number;
  pins: number;
}

/** Files a job holds; they stay on disk until released. */
export interface TestcaseLease {
  path(hash: string): string;
  /** The file's content as latin1 text. */
  text(hash: string): string;
  release(): void;
}

const DOWNLOADS_AT_ONCE = 4;
/** Texts kept in memory, in bytes in all and per file; a larger file is read each time. */
const TEXT_CACHE_BYTES = 8 * 1024 * 1024;
const TEXT_CACHE_FILE_MAX_BYTES = 1024 * 1024;

export class TestcaseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private totalBytes = 0;
  private clock = 0;
  /** Texts by hash, least recently read first. */
  private readonly texts = new Map<string, string>();
  private keptTextBytes = 0;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly fetcher: TestcaseFetcher,
    private readonly log: RunnerLog,
  ) {}

  /** Indexes what an earlier run left, dropping unfinished downloads. */
  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const names = await readdir(this.dir);
    const found: { hash: string; size: number; mtime: number }[] = [];
    for (const name of names) {
      const path = join(this.dir, name);
      if (!/^[0-9a-f]{64}$/.test(name)) {
        await rm(path, { force: true, recursive: true });
        continue;
      }
      const info = await stat(path);
      found.push({ hash: name, size: info.size, mtime: info.mtimeMs });
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const f of found) this.remember(f.hash, f.size);
    await this.evict();
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** Bytes of the texts kept in memory. */
  get textBytes(): number {
    return this.keptTextBytes;
  }

  pathOf(hash: string): string {
    return join(this.dir, hash);
  }

  /** The content of a file present in the cache, as latin1 text. */
  text(hash: string): string {
    const kept = this.texts.get(hash);
    if (kept !== undefined) {
      this.texts.delete(hash);
      this.texts.set(hash, kept);
      return kept;
    }
    const text = readFileSync(this.pathOf(hash), 'latin1');
    if (text.length > TEXT_CACHE_FILE_MAX_BYTES) return text;
    this.texts.set(hash, text);
    this.keptTextBytes += text.length;
    for (const [oldest, old] of this.texts) {
      if (this.keptTextBytes <= TEXT_CACHE_BYTES) break;
      this.texts.delete(oldest);
      this.keptTextBytes -= old.length;
    }
    return text;
  }

  private forgetText(hash: string) {
    const kept = this.texts.get(hash);
    if (kept === undefined) return;
    this.texts.delete(hash);
    this.keptTextBytes -= kept.length;
  }

  private remember(hash: string, size: number) {
    this.entries.set(hash, { size, lastUsed: ++this.clock, pins: 0 });
    this.totalBytes += size;
  }

  /** Makes every file present and pins it for the caller. */
  async acquire(hashes: readonly string[], signal?: AbortSignal): Promise<TestcaseLease> {
    const unique = [...new Set(hashes)];
    for (const hash of unique) {
      const entry = this.entries.get(hash);
      if (entry) entry.pins += 1;
    }
    const pinned = new Set(unique.filter((h) => this.entries.has(h)));
    const release = () => {
      for (const hash of pinned) {
        const entry = this.entries.get(hash);
        if (entry) {
          entry.pins -= 1;
          entry.lastUsed = ++this.clock;
        }
      }
      pinned.clear();
      void this.evict();
    };
    try {
      const missing = unique.filter((h) => !pinned.has(h));
      for (let i = 0; i < missing.length; i += DOWNLOADS_AT_ONCE) {
        await Promise.all(
          missing.slice(i, i + DOWNLOADS_AT_ONCE).map(async (hash) => {
            await this.download(hash, signal);
            const entry = this.entries.get(hash)!;
            entry.pins += 1;
            pinned.add(hash);
          }),
        );
      }
    } catch (error) {
      release();
      throw error;
    }
    await this.evict();
    return { path: (hash) => this.pathOf(hash), text: (hash) => this.text(hash), release };
  }

  private download(hash: string, signal?: AbortSignal): Promise<void> {
    if (this.entries.has(hash)) return Promise.resolve();
    let pending = this.inFlight.get(hash);
    if (!pending) {
      pending = this.fetchInto(hash, signal).finally(() => this.inFlight.delete(hash));
      this.inFlight.set(hash, pending);
    }
    return pending;
  }

  private async fetchInto(hash: string, signal?: AbortSignal): Promise<void> {
    const response = await this.fetcher(hash, signal);
    const temp = join(this.dir, `${hash}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    const digest = createHash('sha256');
    let size = 0;
    try {
      await pipeline(
        Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>),
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            digest.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        }),
        createWriteStream(temp, { mode: 0o444 }),
        { signal },
      );
      const actual = digest.digest('hex');
      if (actual !== hash) throw new Error(`test data ${hash} arrived with hash ${actual}`);
      await chmod(temp, 0o444);
      await rename(temp, this.pathOf(hash));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    if (!this.entries.has(hash)) this.remember(hash, size);
  }

  private async evict(): Promise<void> {
    if (this.totalBytes <= this.maxBytes) return;
    const idle = [...this.entries.entries()]
      .filter(([, e]) => e.pins === 0)
      .sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    for (const [hash, entry] of idle) {
      if (this.totalBytes <= this.maxBytes) break;
      this.entries.delete(hash);
      this.totalBytes -= entry.size;
      this.forgetText(hash);
      await rm(this.pathOf(hash), { force: true }).catch((error) =>
        this.log.warn('could not delete a cached test data file', { hash, error: String(error) }),
      );
    }
  }
}

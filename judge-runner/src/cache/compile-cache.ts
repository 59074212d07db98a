// Compiled programs, keyed by what determines the result: language and toolchain version, compile
// command and environment, and the hashes of the source and extra files. An identical
// resubmission (or the same checker for every submission of a problem) compiles once. Compile
// errors are kept too, so a source that cannot compile is not compiled again and again. Bounded by
// entry count; the least recently used entry no job is using goes first.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

export type CompileOutcome =
  | { ok: true /** Directory holding the artifacts. */; dir: string; files: string[] }
  | { ok: false; message: string };

interface Entry {
  outcome: CompileOutcome;
  lastUsed: number;
  pins: number;
}

export interface CompileLease {
  outcome: CompileOutcome;
  release(): void;
}

export class CompileCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CompileOutcome>>();
  private clock = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly dir: string,
    private readonly maxEntries: number,
  ) {}

  /** Starts empty: artifacts of another runner version or toolchain must not be reused. */
  async init(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true, mode: 0o755 });
  }

  /**
   * The outcome for `key`, compiling it with `compile` (into the directory it is given) when not
   * cached. Concurrent requests for the same key share one compile. Throwing means no outcome
   * (a system failure): nothing is cached.
   */
  async acquire(key: string, compile: (dir: string) => Promise<CompileOutcome>): Promise<CompileLease> {
    let entry = this.entries.get(key);
    if (entry) {
      this.hits += 1;
    } else {
      this.misses += 1;
      let pending = this.inFlight.get(key);
      if (!pending) {
        const dir = join(this.dir, key);
        pending = (async () => {
          await rm(dir, { recursive: true, force: true });
          await mkdir(dir, { mode: 0o755 });
          try {
            return await compile(dir);
          } catch (error) {
            await rm(dir, { recursive: true, force: true });
            throw error;
          }
        })().finally(() => this.inFlight.delete(key));
        this.inFlight.set(key, pending);
      }
      const outcome = await pending;
      entry = this.entries.get(key);
      if (!entry) {
        entry = { outcome, lastUsed: 0, pins: 0 };
        this.entries.set(key, entry);
      }
    }
    entry.pins += 1;
    entry.lastUsed = ++this.clock;
    const held = entry;
    await this.evict();
    let released = false;
    return {
      outcome: held.outcome,
      release: () => {
        if (released) return;
        released = true;
        held.pins -= 1;
        void this.evict();
      },
    };
  }

  get size(): number {
    return this.entries.size;
  }

  private async evict(): Promise<void> {
    if (this.entries.size <= this.maxEntries) return;
    const idle = [...this.entries.entries()]
      .filter(([, e]) => e.pins === 0)
      .sort((a, b) => a[1].lastUsed - b[1].lastUsed);
    for (const [key] of idle) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
      await rm(join(this.dir, key), { recursive: true, force: true });
    }
  }
}

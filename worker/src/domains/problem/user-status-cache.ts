import { JudgeStatus } from '@contract/judge-status';

/**
 * A signed-in user's standing on every problem outside contests, kept in memory per process so
 * that the problem list's status column, a training's problem list and the training list's
 * progress are answered without the database after one read of the whole user (user-status.ts
 * decides where it is used and what the window is).
 *
 * Correctness (issue 18): an entry is only ever filled from committed rows, so it never shows a
 * verdict before its commit. Writers that change a user's status forget the user AFTER their
 * transaction commits. A read already running when its user is forgotten may have read the rows
 * before the commit: it still answers the callers who joined it (they asked before the commit),
 * but it is marked superseded (the per-read generation) and never kept, and later askers start
 * a read of their own. So nothing read before a commit is served after its writer forgot it.
 * Entries are also bounded in age (`windowMs`, from the moment their read started), in users
 * (least recently used first) and in bytes.
 */

/** A user's status on one problem: the latest verdict, Accepted once ever accepted, or a pending state. */
export interface StatusEntry {
  status: number;
  score: number | null;
}

/** A status read from the database: a progress row, or (judging) a submission still being judged. */
export interface StatusRow {
  pid: number;
  status: number;
  score: number | null;
  judging: boolean;
}

/** A user's statuses as parallel lists (one database row per user; see user-status.ts). */
export interface StatusLists {
  pids: readonly number[];
  statuses: readonly number[];
  scores: readonly (number | null)[] | null;
}

/** Int32 has no room for "no score": the one value a score can never be (scores are 0..100 or so). */
const NO_SCORE = -2147483648;
/**
 * One shared, frozen entry per status without a score (statuses fit in an Int8): looking up a
 * page of problems allocates nothing per problem.
 */
const unscoredEntries = new Map<number, Readonly<StatusEntry>>();
function unscoredEntry(status: number): Readonly<StatusEntry> {
  let entry = unscoredEntries.get(status);
  if (!entry) {
    entry = Object.freeze({ status, score: null });
    unscoredEntries.set(status, entry);
  }
  return entry;
}

/** What a user's entry costs besides its arrays: the map slot, the object, the uid string. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * One user's statuses, sorted by pid in typed arrays: 9 bytes a problem instead of ~100 for a
 * Map of objects, so a heavy user (tens of thousands of problems tried) stays small.
 */
export class UserStatuses {
  private constructor(
    private readonly pids: Int32Array,
    private readonly statuses: Int8Array,
    private readonly scores: Int32Array,
  ) {}

  /**
   * Folds progress rows and submissions still being judged: a pending submission shows as
   * pending unless the problem is already accepted (HOJ shows Accepted for good once earned).
   */
  static fromRows(rows: readonly StatusRow[]): UserStatuses {
    const folded = new Map<number, StatusEntry>();
    for (const row of rows) if (!row.judging) folded.set(row.pid, { status: row.status, score: row.score });
    for (const row of rows) {
      if (row.judging && folded.get(row.pid)?.status !== JudgeStatus.ACCEPTED)
        folded.set(row.pid, { status: row.status, score: null });
    }
    const pids = Int32Array.from([...folded.keys()].sort((a, b) => a - b));
    const statuses = new Int8Array(pids.length);
    const scores = new Int32Array(pids.length);
    pids.forEach((pid, i) => {
      const entry = folded.get(pid)!;
      statuses[i] = entry.status;
      scores[i] = entry.score ?? NO_SCORE;
    });
    return new UserStatuses(pids, statuses, scores);
  }

  /**
   * From the progress lists (pid order, each pid once: the table's primary key) and the lists of
   * submissions still being judged. Without any of the latter, which is nearly every user at any
   * moment, the progress lists become the arrays as they are; otherwise (or should the pids not
   * come in ascending order) the rows are folded as fromRows folds them.
   */
  static fromLists(progress: StatusLists | undefined, judging: StatusLists | undefined): UserStatuses {
    const rowsOf = (lists: StatusLists | undefined, isJudging: boolean): StatusRow[] =>
      (lists?.pids ?? []).map((pid, i) => ({
        pid,
        status: lists!.statuses[i]!,
        score: lists!.scores?.[i] ?? null,
        judging: isJudging,
      }));
    const pids = Int32Array.from(progress?.pids ?? []);
    const ascending = pids.every((pid, i) => i === 0 || pids[i - 1]! < pid);
    if (judging?.pids.length || !ascending)
      return UserStatuses.fromRows([...rowsOf(progress, false), ...rowsOf(judging, true)]);
    if (!progress?.pids.length) return UserStatuses.EMPTY;
    const scores = progress.scores
      ? Int32Array.from(progress.scores, (score) => score ?? NO_SCORE)
      : new Int32Array(pids.length).fill(NO_SCORE);
    return new UserStatuses(pids, Int8Array.from(progress.statuses), scores);
  }

  static readonly EMPTY = UserStatuses.fromRows([]);

  /** How many problems the user has a status on. */
  get size(): number {
    return this.pids.length;
  }

  /** What keeping this entry costs, for the cache's byte bound. */
  get bytes(): number {
    return this.pids.byteLength + this.statuses.byteLength + this.scores.byteLength + ENTRY_OVERHEAD_BYTES;
  }

  /** The status code on `pid` alone, Not Submitted when none (no entry object for a page of pids). */
  statusOf(pid: number): number {
    const at = this.indexOf(pid);
    return at < 0 ? JudgeStatus.NOT_SUBMITTED : this.statuses[at]!;
  }

  /** Where `pid` sits in the sorted arrays, or -1. */
  private indexOf(pid: number): number {
    let lo = 0;
    let hi = this.pids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.pids[mid]!;
      if (at === pid) return mid;
      if (at < pid) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** The status on `pid`, or Not Submitted. */
  of(pid: number): Readonly<StatusEntry> {
    const at = this.indexOf(pid);
    if (at < 0) return unscoredEntry(JudgeStatus.NOT_SUBMITTED);
    const score = this.scores[at]!;
    const status = this.statuses[at]!;
    return score === NO_SCORE ? unscoredEntry(status) : { status, score };
  }

  /** Whether the user has accepted `pid` (outside contests). */
  accepted(pid: number): boolean {
    return this.of(pid).status === JudgeStatus.ACCEPTED;
  }
}

export interface UserStatusCacheOptions {
  /** Reads one user's statuses from committed rows. */
  load: (uid: string) => Promise<UserStatuses>;
  /** The age bound of an entry, from the moment its read started. */
  windowMs: number;
  maxUsers: number;
  maxBytes: number;
  /** Milliseconds, monotonic; injectable for tests. */
  now?: () => number;
}

interface Entry {
  value: UserStatuses;
  /** When the read that filled it started: the oldest its rows can be. */
  readAt: number;
}

interface Flight {
  promise: Promise<UserStatuses>;
  /** Set when the user's entry is forgotten while this read runs: its result is not kept. */
  superseded: boolean;
}

/**
 * A least-recently-used map of users' statuses, bounded in users and bytes, each entry at most
 * `windowMs` old. Concurrent asks for one user share one read.
 */
export class UserStatusCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Flight>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: UserStatusCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** The user's statuses: from memory when fresh, else from one read shared with concurrent askers. */
  get(uid: string): Promise<UserStatuses> {
    const entry = this.entries.get(uid);
    if (entry) {
      this.dropEntry(uid);
      if (this.now() - entry.readAt < this.options.windowMs) {
        // Re-inserted last: Map order is the recency order the eviction walks.
        this.entries.set(uid, entry);
        this.bytes += entry.value.bytes;
        return Promise.resolve(entry.value);
      }
    }
    const running = this.flights.get(uid);
    if (running) return running.promise;
    return this.startRead(uid);
  }

  /** Forgets one user's entry and any read of it in flight; call after the change committed. */
  forget(uid: string): void {
    this.dropEntry(uid);
    const flight = this.flights.get(uid);
    if (flight) {
      flight.superseded = true;
      this.flights.delete(uid);
    }
  }

  /** Forgets every user, for writers that do not know whose statuses they changed. */
  forgetAll(): void {
    this.entries.clear();
    this.bytes = 0;
    for (const flight of this.flights.values()) flight.superseded = true;
    this.flights.clear();
  }

  /** Users and bytes kept now (for tests and diagnostics). */
  get stats(): { users: number; bytes: number } {
    return { users: this.entries.size, bytes: this.bytes };
  }

  private startRead(uid: string): Promise<UserStatuses> {
    const readAt = this.now();
    const flight: Flight = { promise: Promise.resolve(UserStatuses.EMPTY), superseded: false };
    flight.promise = this.options.load(uid).then(
      (value) => {
        if (this.flights.get(uid) === flight) this.flights.delete(uid);
        if (!flight.superseded) this.keep(uid, { value, readAt });
        return value;
      },
      (error: unknown) => {
        if (this.flights.get(uid) === flight) this.flights.delete(uid);
        throw error;
      },
    );
    this.flights.set(uid, flight);
    return flight.promise;
  }

  private keep(uid: string, entry: Entry): void {
    // One user bigger than an eighth of the budget would push out everyone else: answered, not kept.
    if (entry.value.bytes > this.options.maxBytes / 8) return;
    this.dropEntry(uid);
    this.entries.set(uid, entry);
    this.bytes += entry.value.bytes;
    for (const [oldest, kept] of this.entries) {
      if (this.entries.size <= this.options.maxUsers && this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.value.bytes;
    }
  }

  private dropEntry(uid: string): void {
    const entry = this.entries.get(uid);
    if (!entry) return;
    this.entries.delete(uid);
    this.bytes -= entry.value.bytes;
  }
}

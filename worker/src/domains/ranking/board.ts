import { RecordKind, type RecordStore } from './record-store';

/** What one board counts: the contest's rules and what this viewer may see. */
export interface BoardRules {
  /** 0 ACM, 1 OI. */
  type: number;
  /** OI: the best score per problem counts instead of the most recent one. */
  oiHighest: boolean;
  /** Records at or after the seal are hidden (ACM: shown as tries only; OI: left out). */
  sealed: boolean;
  /** The seal instant in ms from the start; null without a seal. */
  sealOffsetMs: number | null;
  /** The end instant in ms from the start. */
  endOffsetMs: number;
  /** Records at or after the end count (only on an unsealed board). */
  containsEnd: boolean;
  /** Users whose records are not ranked (super admins, the contest's creator). */
  excluded: ReadonlySet<string>;
}

/** Ints per (user, problem) cell. */
export const CELL = 4;
/** ACM: penalised tries; OI: the counted score (-1 none). */
export const C_ERRORS = 0;
/** ACM: tries after the seal; OI: the best run time of a full score (-1 none). */
export const C_TRIES = 1;
/** ACM: seconds to the accepted record (-1 none). */
export const C_AC_TIME = 2;
export const C_FLAGS = 3;
export const F_PRESENT = 1;
export const F_AC = 2;
export const F_AFTER = 4;

const PENALTY_SECONDS = 20 * 60;

/**
 * One board: every user's row computed from the store's records, and the users in rank order.
 * A changed user is recomputed alone and moved to its new place (`update`), so a verdict costs
 * one user's records and a binary search, not the contest's.
 */
export class ContestBoard {
  readonly problems: number;
  users = 0;
  /** ACM solved count. */
  ac = new Int32Array(0);
  /** ACM penalty seconds; OI total ms of best full-score runs. */
  time = new Float64Array(0);
  /** ACM counted records. */
  total = new Int32Array(0);
  /** OI total score. */
  score = new Int32Array(0);
  present = new Uint8Array(0);
  /** The first counted record (offset ms, submission id): ties keep the order of arrival. */
  firstAt = new Float64Array(0);
  firstId = new Int32Array(0);
  cells = new Int32Array(0);
  /** ACM: seconds of each problem's earliest accepted record (first blood), Infinity when none. */
  readonly firstAc: Float64Array;
  /** Users on the board, best first. */
  readonly order: number[] = [];

  constructor(
    readonly store: RecordStore,
    readonly rules: BoardRules,
  ) {
    this.problems = store.problems.length;
    this.firstAc = new Float64Array(this.problems).fill(Number.POSITIVE_INFINITY);
    this.ensureUsers(store.uids.length);
    for (let u = 0; u < this.users; u++) {
      this.evaluate(u);
      if (this.present[u]) this.order.push(u);
    }
    if (rules.type === 0) {
      for (let u = 0; u < this.users; u++) this.lowerFirstAc(u);
    }
    this.order.sort(this.compare);
  }

  /** A user's records changed: recompute the row and move it; false when a full rebuild is needed. */
  update(u: number): boolean {
    if (this.store.problems.length !== this.problems) return false;
    this.ensureUsers(this.store.uids.length);
    const was = this.present[u] === 1;
    if (was) this.order.splice(this.positionOf(u), 1);
    const before = this.rules.type === 0 ? this.acTimes(u) : null;
    this.evaluate(u);
    if (before) this.moveFirstAc(u, before);
    if (this.present[u]) this.order.splice(this.insertionPoint(u), 0, u);
    return true;
  }

  /** The rank order: ACM by solved desc, penalty asc; OI by score desc, time asc; then arrival. */
  readonly compare = (a: number, b: number): number => {
    const primary = this.rules.type === 0 ? this.ac[b]! - this.ac[a]! : this.score[b]! - this.score[a]!;
    return (
      primary ||
      this.time[a]! - this.time[b]! ||
      this.firstAt[a]! - this.firstAt[b]! ||
      this.firstId[a]! - this.firstId[b]! ||
      a - b
    );
  };

  /** Whether two users tie (share a rank). */
  ties(a: number, b: number): boolean {
    const same = this.rules.type === 0 ? this.ac[a] === this.ac[b] : this.score[a] === this.score[b];
    return same && this.time[a] === this.time[b];
  }

  /** Whether the user solved something (ACM) or scored (OI): only such rows win awards. */
  scored(u: number): boolean {
    return this.rules.type === 0 ? this.ac[u]! > 0 : this.score[u]! > 0;
  }

  private positionOf(u: number): number {
    let lo = 0;
    let hi = this.order.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = this.compare(this.order[mid]!, u);
      if (c === 0) return mid;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return this.order.indexOf(u);
  }

  private insertionPoint(u: number): number {
    let lo = 0;
    let hi = this.order.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(this.order[mid]!, u) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private ensureUsers(n: number) {
    if (n <= this.users) return;
    const capacity = Math.max(n, this.ac.length);
    if (capacity > this.ac.length) {
      const size = Math.max(capacity, this.ac.length * 2);
      const grow = <T extends Int32Array | Float64Array | Uint8Array>(old: T, next: T): T => {
        next.set(old as never);
        return next;
      };
      this.ac = grow(this.ac, new Int32Array(size));
      this.time = grow(this.time, new Float64Array(size));
      this.total = grow(this.total, new Int32Array(size));
      this.score = grow(this.score, new Int32Array(size));
      this.present = grow(this.present, new Uint8Array(size));
      this.firstAt = grow(this.firstAt, new Float64Array(size));
      this.firstId = grow(this.firstId, new Int32Array(size));
      this.cells = grow(this.cells, new Int32Array(size * this.problems * CELL));
    }
    this.users = n;
  }

  private evaluate(u: number) {
    const base = u * this.problems * CELL;
    this.cells.fill(0, base, base + this.problems * CELL);
    this.ac[u] = 0;
    this.time[u] = 0;
    this.total[u] = 0;
    this.score[u] = 0;
    this.present[u] = 0;
    if (this.rules.excluded.has(this.store.uids[u]!)) return;
    if (this.rules.type === 0) this.evaluateAcm(u, base);
    else this.evaluateOi(u, base);
  }

  /** Whether a record counts on this board at all, and whether it came after the end. */
  private counted(slot: number): 0 | 1 | 2 {
    const s = this.store;
    if (s.kind[slot] === RecordKind.IGNORED) return 0;
    const at = s.offsetMs[slot]!;
    if (at < 0) return 0;
    if (at >= this.rules.endOffsetMs) return this.rules.containsEnd && !this.rules.sealed ? 2 : 0;
    return 1;
  }

  private isSealedRecord(slot: number): boolean {
    const { sealed, sealOffsetMs } = this.rules;
    return sealed && sealOffsetMs !== null && this.store.offsetMs[slot]! >= sealOffsetMs;
  }

  private markFirst(u: number, slot: number) {
    if (this.present[u]) return;
    this.present[u] = 1;
    this.firstAt[u] = this.store.offsetMs[slot]!;
    this.firstId[u] = this.store.submitId[slot]!;
  }

  private evaluateAcm(u: number, base: number) {
    const s = this.store;
    const cells = this.cells;
    for (const slot of s.slotsOfUser[u]!) {
      const counted = this.counted(slot);
      if (counted === 0) continue;
      this.markFirst(u, slot);
      this.total[u]!++;
      const c = base + s.problem[slot]! * CELL;
      cells[c + C_FLAGS]! |= F_PRESENT;
      if (this.isSealedRecord(slot)) {
        cells[c + C_TRIES]!++;
        continue;
      }
      if (cells[c + C_FLAGS]! & F_AC) continue;
      const kind = s.kind[slot];
      if (kind === RecordKind.ACCEPTED) {
        const seconds = Math.floor(s.offsetMs[slot]! / 1000);
        this.ac[u]!++;
        this.time[u]! += seconds + PENALTY_SECONDS * cells[c + C_ERRORS]!;
        cells[c + C_AC_TIME] = seconds;
        cells[c + C_FLAGS]! |= F_AC | (counted === 2 ? F_AFTER : 0);
      } else if (kind === RecordKind.PENALTY) {
        cells[c + C_ERRORS]!++;
      }
    }
  }

  private evaluateOi(u: number, base: number) {
    const s = this.store;
    const cells = this.cells;
    const highest = this.rules.oiHighest;
    for (let p = 0; p < this.problems; p++) {
      cells[base + p * CELL + C_ERRORS] = -1;
      cells[base + p * CELL + C_TRIES] = -1;
    }
    for (const slot of s.slotsOfUser[u]!) {
      if (this.counted(slot) === 0 || this.isSealedRecord(slot)) continue;
      const score = s.score[slot]!;
      const c = base + s.problem[slot]! * CELL;
      const accepted = s.kind[slot] === RecordKind.ACCEPTED;
      if (highest) {
        // A record without a score never is the best one.
        if (score < 0) continue;
        const best = cells[c + C_ERRORS]!;
        if (score > best) {
          cells[c + C_ERRORS] = score;
          cells[c + C_TRIES] = -1;
        } else if (score < best) continue;
      } else {
        cells[c + C_ERRORS] = Math.max(score, 0);
        cells[c + C_TRIES] = -1;
      }
      this.markFirst(u, slot);
      cells[c + C_FLAGS]! |= F_PRESENT;
      const run = s.useTime[slot]!;
      if (accepted && run >= 0) {
        const kept = cells[c + C_TRIES]!;
        if (kept < 0 || run < kept) cells[c + C_TRIES] = run;
      }
    }
    let total = 0;
    let time = 0;
    for (let p = 0; p < this.problems; p++) {
      const c = base + p * CELL;
      if (!(cells[c + C_FLAGS]! & F_PRESENT)) continue;
      total += cells[c + C_ERRORS]!;
      if (cells[c + C_TRIES]! >= 0) time += cells[c + C_TRIES]!;
    }
    this.score[u] = total;
    this.time[u] = time;
  }

  private acTimes(u: number): Int32Array {
    const times = new Int32Array(this.problems).fill(-1);
    const base = u * this.problems * CELL;
    for (let p = 0; p < this.problems; p++) {
      if (this.cells[base + p * CELL + C_FLAGS]! & F_AC) times[p] = this.cells[base + p * CELL + C_AC_TIME]!;
    }
    return times;
  }

  private lowerFirstAc(u: number) {
    const base = u * this.problems * CELL;
    for (let p = 0; p < this.problems; p++) {
      const c = base + p * CELL;
      if (this.cells[c + C_FLAGS]! & F_AC && this.cells[c + C_AC_TIME]! < this.firstAc[p]!) {
        this.firstAc[p] = this.cells[c + C_AC_TIME]!;
      }
    }
  }

  /** Keeps first blood right after one user changed: a lost first AC rescans that problem only. */
  private moveFirstAc(u: number, before: Int32Array) {
    const base = u * this.problems * CELL;
    for (let p = 0; p < this.problems; p++) {
      const c = base + p * CELL;
      const now = this.cells[c + C_FLAGS]! & F_AC ? this.cells[c + C_AC_TIME]! : -1;
      if (now === before[p]) continue;
      if (before[p] === this.firstAc[p]) {
        let first = Number.POSITIVE_INFINITY;
        for (let v = 0; v < this.users; v++) {
          const cv = (v * this.problems + p) * CELL;
          if (this.cells[cv + C_FLAGS]! & F_AC && this.cells[cv + C_AC_TIME]! < first) {
            first = this.cells[cv + C_AC_TIME]!;
          }
        }
        this.firstAc[p] = first;
      } else if (now >= 0 && now < this.firstAc[p]!) {
        this.firstAc[p] = now;
      }
    }
  }
}

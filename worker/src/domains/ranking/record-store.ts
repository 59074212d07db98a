import type { ContestRankRowBase } from '@contract/contest-board';
import { JudgeStatus, PENDING_STATUSES } from '@contract/judge-status';

/** A contest record as the ranking reads it. */
export interface RankRecord {
  /** The contest_record id: a record seen twice replaces itself. */
  id: number;
  uid: string;
  displayId: string;
  /** Milliseconds from the contest start to the submission; negative before the start. */
  offsetMs: number;
  submitId: number;
  /** The judge status; null while waiting for the judge. */
  status: number | null;
  score: number | null;
  /** Run time in ms. */
  useTime: number | null;
}

/** Who a board row belongs to, as it shows them: the person fields of the contract's rank row. */
export type Contestant = Pick<
  ContestRankRowBase,
  'uid' | 'username' | 'realname' | 'nickname' | 'school' | 'gender' | 'avatar'
>;

/** How a record counts on an ACM board. */
export const RecordKind = { IGNORED: 0, ACCEPTED: 1, PENALTY: 2, PLAIN: 3 } as const;

const PENALTY_STATUSES: readonly number[] = [
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
];
const WAITING_STATUSES: readonly number[] = [...PENDING_STATUSES, JudgeStatus.SUBMITTING];

/**
 * A judge status as the board counts it: not yet judged is not on the board; PE, WA, TLE, MLE
 * and RE cost a penalty; anything else judged (CE, SE, Partial Accepted, cancelled) is a try
 * without one.
 */
export function recordKind(status: number | null): (typeof RecordKind)[keyof typeof RecordKind] {
  if (status === null || WAITING_STATUSES.includes(status)) return RecordKind.IGNORED;
  if (status === JudgeStatus.ACCEPTED) return RecordKind.ACCEPTED;
  if (PENALTY_STATUSES.includes(status)) return RecordKind.PENALTY;
  return RecordKind.PLAIN;
}

const NONE = -1;

/** A cancelled submission keeps no score (HOJ clears it), so it never is an OI problem's best. */
const scoreOf = (r: RankRecord) => (r.status === JudgeStatus.CANCELLED ? NONE : (r.score ?? NONE));

/**
 * Every record of one contest in typed columns, grouped by user in time order, so a board is
 * computed without an object per record and one changed record touches one user's list.
 */
export class RecordStore {
  size = 0;
  user = new Int32Array(0);
  problem = new Int32Array(0);
  offsetMs = new Float64Array(0);
  submitId = new Int32Array(0);
  kind = new Uint8Array(0);
  score = new Int32Array(0);
  useTime = new Int32Array(0);
  readonly slotOfId = new Map<number, number>();
  readonly uids: string[] = [];
  readonly userOfUid = new Map<string, number>();
  readonly contestants: (Contestant | undefined)[] = [];
  readonly problems: string[] = [];
  readonly problemOfDisplayId = new Map<string, number>();
  /** Each user's record slots by (offsetMs, submitId). */
  readonly slotsOfUser: number[][] = [];

  /** A store of many records at once: one pass to fill, one counting pass to group by user. */
  static from(records: readonly RankRecord[], contestants: readonly Contestant[] = []): RecordStore {
    const store = new RecordStore();
    for (const c of contestants) store.setContestant(c);
    store.grow(records.length);
    for (const r of records) {
      const existing = store.slotOfId.get(r.id);
      store.write(existing ?? store.size++, r);
      if (existing === undefined) store.slotOfId.set(r.id, store.size - 1);
    }
    const counts = new Int32Array(store.uids.length);
    for (let s = 0; s < store.size; s++) counts[store.user[s]!]!++;
    for (let u = 0; u < store.uids.length; u++) store.slotsOfUser[u] = new Array<number>(counts[u]!);
    counts.fill(0);
    for (let s = 0; s < store.size; s++) {
      const u = store.user[s]!;
      store.slotsOfUser[u]![counts[u]!++] = s;
    }
    for (const slots of store.slotsOfUser) {
      if (!isSorted(store, slots)) slots.sort(store.byTime);
    }
    return store;
  }

  setContestant(c: Contestant): number {
    const u = this.userIndex(c.uid);
    this.contestants[u] = c;
    return u;
  }

  /**
   * Adds a record or replaces the one with its id (a new verdict). Answers the user whose
   * records changed and whether the record named a problem the store had not seen.
   */
  upsert(r: RankRecord): { user: number; newProblem: boolean } {
    const problems = this.problems.length;
    const existing = this.slotOfId.get(r.id);
    if (existing !== undefined && this.uids[this.user[existing]!] === r.uid) {
      const before = this.offsetMs[existing];
      this.write(existing, r);
      const slots = this.slotsOfUser[this.user[existing]!]!;
      if (before !== r.offsetMs) slots.sort(this.byTime);
      return { user: this.user[existing]!, newProblem: this.problems.length > problems };
    }
    if (existing !== undefined) this.detach(existing);
    this.grow(this.size + 1);
    const slot = existing ?? this.size++;
    this.write(slot, r);
    this.slotOfId.set(r.id, slot);
    const slots = this.slotsOfUser[this.user[slot]!]!;
    let lo = 0;
    let hi = slots.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.byTime(slots[mid]!, slot) <= 0) lo = mid + 1;
      else hi = mid;
    }
    slots.splice(lo, 0, slot);
    return { user: this.user[slot]!, newProblem: this.problems.length > problems };
  }

  /** Whether the store already holds this record as it is (a re-read changes nothing). */
  holds(r: RankRecord): boolean {
    const slot = this.slotOfId.get(r.id);
    if (slot === undefined) return false;
    return (
      this.uids[this.user[slot]!] === r.uid &&
      this.problems[this.problem[slot]!] === r.displayId &&
      this.offsetMs[slot] === r.offsetMs &&
      this.submitId[slot] === r.submitId &&
      this.kind[slot] === recordKind(r.status) &&
      this.score[slot] === scoreOf(r) &&
      this.useTime[slot] === (r.useTime ?? NONE)
    );
  }

  /** Records by time, then by submission id (several in one second keep their order). */
  readonly byTime = (a: number, b: number): number =>
    this.offsetMs[a]! - this.offsetMs[b]! || this.submitId[a]! - this.submitId[b]!;

  private detach(slot: number) {
    const slots = this.slotsOfUser[this.user[slot]!]!;
    slots.splice(slots.indexOf(slot), 1);
  }

  private userIndex(uid: string): number {
    let u = this.userOfUid.get(uid);
    if (u === undefined) {
      u = this.uids.length;
      this.uids.push(uid);
      this.userOfUid.set(uid, u);
      this.slotsOfUser.push([]);
      this.contestants.push(undefined);
    }
    return u;
  }

  private problemIndex(displayId: string): number {
    let p = this.problemOfDisplayId.get(displayId);
    if (p === undefined) {
      p = this.problems.length;
      this.problems.push(displayId);
      this.problemOfDisplayId.set(displayId, p);
    }
    return p;
  }

  private write(slot: number, r: RankRecord) {
    this.user[slot] = this.userIndex(r.uid);
    this.problem[slot] = this.problemIndex(r.displayId);
    this.offsetMs[slot] = r.offsetMs;
    this.submitId[slot] = r.submitId;
    this.kind[slot] = recordKind(r.status);
    this.score[slot] = scoreOf(r);
    this.useTime[slot] = r.useTime ?? NONE;
  }

  private grow(needed: number) {
    if (needed <= this.user.length) return;
    const capacity = Math.max(needed, this.user.length * 2, 64);
    const grown = <T extends Int32Array | Float64Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old as never);
      return next;
    };
    this.user = grown(this.user, (n) => new Int32Array(n));
    this.problem = grown(this.problem, (n) => new Int32Array(n));
    this.offsetMs = grown(this.offsetMs, (n) => new Float64Array(n));
    this.submitId = grown(this.submitId, (n) => new Int32Array(n));
    this.kind = grown(this.kind, (n) => new Uint8Array(n));
    this.score = grown(this.score, (n) => new Int32Array(n));
    this.useTime = grown(this.useTime, (n) => new Int32Array(n));
  }
}

function isSorted(store: RecordStore, slots: number[]): boolean {
  for (let i = 1; i < slots.length; i++) if (store.byTime(slots[i - 1]!, slots[i]!) > 0) return false;
  return true;
}

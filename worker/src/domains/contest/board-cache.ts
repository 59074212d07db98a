import { and, eq, gte, inArray } from 'drizzle-orm';
import { contestRecord, userInfo } from '../../db/schema';
import { coalesce } from '../../lib/coalesce';
import { cacheScopeOf } from '../../platform/cache-scope';
import type { Db } from '../../platform/db';
import {
  type AwardTier,
  type BoardRules,
  type Contestant,
  ContestBoard,
  type RankRecord,
  RecordStore,
  rankStanding,
  type Standing,
} from '../ranking/index';
import { type ContestRow, unrankedUids } from './policy';
import { recordChangesOf } from './records';

/**
 * The contest boards of this process, per database, one entry per contest:
 *  - One full read of the contest's records, then only what changed: records whose
 *    gmt_modified is at or after the previous look's start, minus an overlap (a transaction
 *    that commits late carries an older timestamp), applied by record id so a re-read is
 *    harmless. gmt_modified is wall-clock time (the database's or the app's), so the look is
 *    timed by the wall clock too, not the platform clock tests move.
 *    Each changed user is recomputed alone on every board (ranking/ContestBoard.update).
 *  - A look is single-flight: however many viewers ask at once, one read runs and all share it.
 *    A look reads again when this process changed the contest's records since (the judge, a
 *    rejudge, a cancel, a manual judge all go through records.ts), or when its window passed
 *    (records written by other processes).
 *  - The entry is keyed on the contest row's gmt_modified: an admin's edit (times, seal, type,
 *    stars, awards) starts from a fresh read at once. It is also read afresh every few minutes,
 *    so renamed users, new super admins and deleted records show.
 * The entry lives in this process (on Workers: this isolate, across its requests, although each
 * request opens its own database connection): each isolate reads the records once and then only
 * their changes.
 */

/**
 * How far back a look re-reads: a verdict's transaction is short, and rows re-read are skipped
 * by id when unchanged. Kept small because every look re-reads what changed in it.
 */
const OVERLAP_MS = 5_000;
const FULL_READ_EVERY_MS = 10 * 60_000;
const MAX_CONTESTS = 64;

interface Entry {
  settings: string;
  store: RecordStore;
  excluded: Set<string>;
  boards: Map<string, ContestBoard>;
  standings: Map<string, Standing>;
  /** Wall-clock ms when the last read started: rows modified before it, minus the overlap, are in. */
  readSince: number;
  /** performance.now() when the last look started. */
  lookedAt: number;
  fullReadAt: number;
  /** recordChangesOf(cid) when the last look started. */
  changes: number;
}

const entries = new WeakMap<object, Map<number, Entry>>();

/** Kept per cache scope: the process on Node, the isolate on Workers (platform/cache-scope.ts). */
function entriesOf(db: Db): Map<number, Entry> {
  const scope = cacheScopeOf(db);
  let map = entries.get(scope);
  if (!map) {
    map = new Map();
    entries.set(scope, map);
  }
  return map;
}

const settingsOf = (row: ContestRow) => `${row.id}:${row.gmtModified.getTime()}`;

/** Star usernames, stored as a list (or HOJ's `{star_account: [...]}`). */
export function starAccountsOf(row: Pick<ContestRow, 'starAccount'>): string[] {
  const value = row.starAccount as unknown;
  const list = Array.isArray(value) ? value : (value as { star_account?: unknown } | null)?.star_account;
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && s !== '') : [];
}

/** Award tiers, stored as a list (or HOJ's `{config: [...]}`). */
export function awardTiersOf(row: Pick<ContestRow, 'awardConfig'>): AwardTier[] {
  const value = row.awardConfig as unknown;
  const list = Array.isArray(value) ? value : (value as { config?: unknown } | null)?.config;
  if (!Array.isArray(list)) return [];
  return list
    .filter((t): t is Record<string, unknown> => typeof t === 'object' && t !== null)
    .map((t) => ({
      priority: Number(t.priority) || 0,
      name: String(t.name ?? ''),
      background: String(t.background ?? ''),
      color: String(t.color ?? ''),
      num: Number(t.num) || 0,
    }));
}

const recordColumns = {
  id: contestRecord.id,
  uid: contestRecord.uid,
  displayId: contestRecord.displayId,
  submitTime: contestRecord.submitTime,
  submitId: contestRecord.submitId,
  status: contestRecord.status,
  score: contestRecord.score,
  useTime: contestRecord.useTime,
};
type RecordRow = { [K in keyof typeof recordColumns]: (typeof contestRecord.$inferSelect)[K] };

function toRankRecord(row: ContestRow, r: RecordRow): RankRecord {
  return {
    id: r.id,
    uid: r.uid,
    displayId: r.displayId,
    offsetMs: r.submitTime.getTime() - row.startTime.getTime(),
    submitId: r.submitId,
    status: r.status,
    score: r.score,
    useTime: r.useTime,
  };
}

async function contestantsOf(db: Db, uids: string[]): Promise<Contestant[]> {
  if (uids.length === 0) return [];
  const found: Contestant[] = [];
  for (let i = 0; i < uids.length; i += 5000) {
    found.push(
      ...(await db
        .select({
          uid: userInfo.uid,
          username: userInfo.username,
          realname: userInfo.realname,
          nickname: userInfo.nickname,
          school: userInfo.school,
          gender: userInfo.gender,
          avatar: userInfo.avatar,
        })
        .from(userInfo)
        .where(inArray(userInfo.uid, uids.slice(i, i + 5000)))),
    );
  }
  return found;
}

async function fullRead(db: Db, row: ContestRow, now: number): Promise<Entry> {
  const changes = recordChangesOf(row.id);
  const wallClockStart = Date.now();
  const [rows, excluded] = await Promise.all([
    db.select(recordColumns).from(contestRecord).where(eq(contestRecord.cid, row.id)),
    unrankedUids(db, row),
  ]);
  const uids = [...new Set(rows.map((r) => r.uid))];
  const store = RecordStore.from(
    rows.map((r) => toRankRecord(row, r)),
    await contestantsOf(db, uids),
  );
  return {
    settings: settingsOf(row),
    store,
    excluded,
    boards: new Map(),
    standings: new Map(),
    readSince: wallClockStart,
    lookedAt: now,
    fullReadAt: now,
    changes,
  };
}

async function readChanges(db: Db, row: ContestRow, entry: Entry, now: number): Promise<void> {
  entry.changes = recordChangesOf(row.id);
  entry.lookedAt = now;
  const since = entry.readSince - OVERLAP_MS;
  entry.readSince = Date.now();
  const rows = await db
    .select(recordColumns)
    .from(contestRecord)
    .where(and(eq(contestRecord.cid, row.id), gte(contestRecord.gmtModified, new Date(since))));
  if (rows.length === 0) return;
  const unknown = [...new Set(rows.map((r) => r.uid))].filter(
    (uid) => !entry.store.contestants[entry.store.userOfUid.get(uid) ?? -1],
  );
  for (const c of await contestantsOf(db, unknown)) entry.store.setContestant(c);
  const changedUsers = new Set<number>();
  let newProblem = false;
  for (const r of rows) {
    const record = toRankRecord(row, r);
    if (entry.store.holds(record)) continue;
    const changed = entry.store.upsert(record);
    changedUsers.add(changed.user);
    newProblem ||= changed.newProblem;
  }
  if (changedUsers.size === 0) return;
  entry.standings.clear();
  if (newProblem) {
    entry.boards.clear();
    return;
  }
  for (const [key, board] of entry.boards) {
    for (const u of changedUsers) {
      if (!board.update(u)) {
        entry.boards.delete(key);
        break;
      }
    }
  }
}

/**
 * The contest's records, read at most `maxAgeMs` ago (and after this process's last change to
 * them); one read for any number of callers.
 */
async function lookAt(db: Db, row: ContestRow, maxAgeMs: number): Promise<Entry> {
  const map = entriesOf(db);
  const settings = settingsOf(row);
  const current = map.get(row.id);
  const now = performance.now();
  if (
    current &&
    current.settings === settings &&
    now - current.lookedAt <= maxAgeMs &&
    current.changes === recordChangesOf(row.id)
  ) {
    return current;
  }
  return coalesce(db, `contest-board:${settings}`, async () => {
    const started = performance.now();
    const entry = map.get(row.id);
    if (!entry || entry.settings !== settings || started - entry.fullReadAt > FULL_READ_EVERY_MS) {
      const fresh = await fullRead(db, row, started);
      map.delete(row.id);
      if (map.size >= MAX_CONTESTS) map.delete(map.keys().next().value!);
      map.set(row.id, fresh);
      return fresh;
    }
    await readChanges(db, row, entry, started);
    return entry;
  });
}

export interface BoardView {
  /** The viewer sees the sealed board. */
  sealed: boolean;
  /** Records at or after the end count (the contest allows submitting after it, and the viewer asked). */
  containsEnd: boolean;
  removeStar: boolean;
  /** How old the records may be, ms. */
  maxAgeMs: number;
}

/** The ranked board of a contest as one kind of viewer sees it, kept and updated between calls. */
export async function contestStanding(db: Db, row: ContestRow, view: BoardView): Promise<Standing> {
  const entry = await lookAt(db, row, view.maxAgeMs);
  const boardKey = `${view.sealed}:${view.containsEnd}`;
  let board = entry.boards.get(boardKey);
  if (!board) {
    board = new ContestBoard(entry.store, boardRules(row, entry.excluded, view));
    entry.boards.set(boardKey, board);
  }
  const standingKey = `${boardKey}:${view.removeStar}`;
  let standing = entry.standings.get(standingKey);
  if (!standing || standing.board !== board) {
    standing = rankStanding(board, {
      stars: new Set(starAccountsOf(row)),
      removeStar: view.removeStar,
      awardType: row.awardType,
      awards: awardTiersOf(row),
    });
    entry.standings.set(standingKey, standing);
  }
  return standing;
}

function boardRules(row: ContestRow, excluded: Set<string>, view: BoardView): BoardRules {
  const start = row.startTime.getTime();
  return {
    type: row.type,
    oiHighest: row.oiRankScoreType === 'Highest',
    sealed: view.sealed,
    sealOffsetMs: row.sealRank && row.sealRankTime ? row.sealRankTime.getTime() - start : null,
    endOffsetMs: row.endTime.getTime() - start,
    containsEnd: view.containsEnd,
    excluded,
  };
}

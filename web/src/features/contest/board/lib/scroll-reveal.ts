import type { ScrollBoardInfo, ScrollBoardSubmission } from '@contract/contest-board';
import { JudgeStatus } from '@contract/judge-status';

/**
 * The award-ceremony reveal (spec 2 §2 Scroll board): the board starts as it was sealed, then the
 * hidden cells are opened from the lowest row that still has one, one cell a step, left to right;
 * an accepted cell lifts the row and the next step looks at the row that took its place. Everything
 * here is pure so the ceremony can be replayed and tested without a screen.
 */

/** Seconds of penalty for each rejected try before an accept (the ACM rule). */
export const PENALTY_SECONDS = 20 * 60;

/** Verdicts that cost a penalty; CE, SE, Partial Accepted and the like do not count as tries. */
const PENALISED = new Set<number>([
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
]);
/** Not judged yet: shown as hidden tries, and revealed as not accepted. */
const UNJUDGED = new Set<number>([
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SUBMITTING,
]);

export interface ScrollCell {
  /** Tries shown in the cell: rejected tries, unjudged ones and the accept. */
  tries: number;
  /** Rejected tries before the accept (each costs PENALTY_SECONDS). */
  errors: number;
  accepted: boolean;
  /** Seconds from the start to the accept. */
  acceptedSeconds: number | null;
  /** The earliest accept of the problem (ties are all first). */
  firstBlood: boolean;
  /** Still hidden ("?"): a try at or after the seal, or not judged. */
  pending: boolean;
}

export interface ScrollTeam {
  uid: string;
  username: string;
  name: string;
  school: string;
  avatar: string | null;
  girl: boolean;
  /** A star (unofficial) user: shown with "*", never ranked nor awarded. */
  star: boolean;
  /** Accepted cells already shown. */
  solved: number;
  /** Seconds of penalty of the shown accepted cells. */
  penalty: number;
  cells: Record<string, ScrollCell>;
}

export interface ScrollBoardState {
  problemIds: string[];
  /** Balloon colour by display id. */
  colors: Record<string, string | null>;
  /** In board order. */
  teams: ScrollTeam[];
  /** The row the next step looks at first; rows below it are final. -1 when done. */
  cursor: number;
}

export interface RevealStep {
  uid: string;
  displayId: string;
  accepted: boolean;
  /** Row index before and after the step (equal when the row does not move). */
  from: number;
  to: number;
}

export type Medal = 'gold' | 'silver' | 'bronze';
const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

const naturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** Solved desc, penalty asc, then the uid so equal rows keep a fixed order. */
export function compareTeams(a: ScrollTeam, b: ScrollTeam): number {
  if (a.solved !== b.solved) return b.solved - a.solved;
  if (a.penalty !== b.penalty) return a.penalty - b.penalty;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

const showName = (submission: ScrollBoardSubmission, rankShowName: string) => {
  const value = (submission as unknown as Record<string, unknown>)[rankShowName];
  return typeof value === 'string' && value.trim() !== '' ? value : submission.username;
};

const time = (value: string) => new Date(value).getTime();

/** The sealed board: every try before the seal shown, every later (or unjudged) one hidden. */
export function buildScrollBoard(
  info: ScrollBoardInfo,
  submissions: ScrollBoardSubmission[],
): ScrollBoardState {
  const problemIds = Object.keys(info.balloonColor).sort(naturalOrder);
  const known = new Set(problemIds);
  const start = time(info.startTime);
  const seal = info.sealRankTime ? time(info.sealRankTime) : Number.POSITIVE_INFINITY;
  const stars = new Set(info.starUserList);
  const ordered = [...submissions].sort(
    (a, b) => time(a.submitTime) - time(b.submitTime) || a.submitId - b.submitId,
  );

  const teams = new Map<string, ScrollTeam>();
  for (const submission of ordered) {
    let team = teams.get(submission.uid);
    if (!team) {
      team = {
        uid: submission.uid,
        username: submission.username,
        name: showName(submission, info.rankShowName),
        school: submission.school ?? '',
        avatar: submission.avatar,
        girl: submission.gender === 'female',
        star: stars.has(submission.username),
        solved: 0,
        penalty: 0,
        cells: {},
      };
      teams.set(submission.uid, team);
    }
    if (!known.has(submission.displayId)) continue;
    const status = submission.status ?? JudgeStatus.PENDING;
    const accepted = status === JudgeStatus.ACCEPTED;
    const unjudged = UNJUDGED.has(status);
    if (!accepted && !unjudged && !PENALISED.has(status)) continue;
    const cell = team.cells[submission.displayId] ?? {
      tries: 0,
      errors: 0,
      accepted: false,
      acceptedSeconds: null,
      firstBlood: false,
      pending: false,
    };
    team.cells[submission.displayId] = cell;
    if (cell.accepted) continue;
    cell.tries += 1;
    if (unjudged || time(submission.submitTime) >= seal) cell.pending = true;
    if (accepted) {
      cell.accepted = true;
      cell.acceptedSeconds = Math.max(0, Math.floor((time(submission.submitTime) - start) / 1000));
    } else if (!unjudged) {
      cell.errors += 1;
    }
  }

  const firstAccept = new Map<string, number>();
  for (const team of teams.values())
    for (const [id, cell] of Object.entries(team.cells))
      if (cell.acceptedSeconds !== null)
        firstAccept.set(id, Math.min(firstAccept.get(id) ?? Number.POSITIVE_INFINITY, cell.acceptedSeconds));
  for (const team of teams.values())
    for (const [id, cell] of Object.entries(team.cells)) {
      cell.firstBlood = cell.acceptedSeconds !== null && cell.acceptedSeconds === firstAccept.get(id);
      if (cell.accepted && !cell.pending) {
        team.solved += 1;
        team.penalty += cellPenalty(cell);
      }
    }

  const sorted = [...teams.values()].sort(compareTeams);
  return { problemIds, colors: { ...info.balloonColor }, teams: sorted, cursor: sorted.length - 1 };
}

const cellPenalty = (cell: ScrollCell) => (cell.acceptedSeconds ?? 0) + PENALTY_SECONDS * cell.errors;

/** One step of the ceremony, or null when nothing is hidden any more. */
export function nextReveal(state: ScrollBoardState): { state: ScrollBoardState; step: RevealStep } | null {
  for (let cursor = state.cursor; cursor >= 0; cursor--) {
    const team = state.teams[cursor]!;
    const displayId = state.problemIds.find((id) => team.cells[id]?.pending);
    if (displayId === undefined) continue;
    const cell = team.cells[displayId]!;
    const opened: ScrollTeam = {
      ...team,
      cells: { ...team.cells, [displayId]: { ...cell, pending: false } },
      solved: team.solved + (cell.accepted ? 1 : 0),
      penalty: team.penalty + (cell.accepted ? cellPenalty(cell) : 0),
    };
    const teams = state.teams.map((t, index) => (index === cursor ? opened : t));
    if (cell.accepted) teams.sort(compareTeams);
    const to = teams.indexOf(opened);
    return {
      state: { ...state, teams, cursor },
      step: { uid: team.uid, displayId, accepted: cell.accepted, from: cursor, to },
    };
  }
  return null;
}

/** Every step of the ceremony from `state` to the final board. */
export function revealAll(state: ScrollBoardState): { steps: RevealStep[]; final: ScrollBoardState } {
  const steps: RevealStep[] = [];
  let current = state;
  for (let next = nextReveal(current); next; next = nextReveal(current)) {
    steps.push(next.step);
    current = next.state;
  }
  return { steps, final: { ...current, cursor: -1 } };
}

export interface TeamPlace {
  /** Null for a star user. */
  rank: number | null;
  medal: Medal | null;
}

/**
 * Ranks of the rows as shown: equal (solved, penalty) share a rank, star users are skipped;
 * `medals` are the gold, silver and bronze counts, given in rank order to rows that solved something.
 */
export function placeTeams(teams: readonly ScrollTeam[], medals: readonly number[]): TeamPlace[] {
  const limits: number[] = [];
  let sum = 0;
  for (const count of medals.slice(0, MEDALS.length)) {
    sum += Math.max(0, count);
    limits.push(sum);
  }
  let official = 0;
  let previous: ScrollTeam | null = null;
  let rank = 0;
  return teams.map((team) => {
    if (team.star) return { rank: null, medal: null };
    official += 1;
    if (!previous || previous.solved !== team.solved || previous.penalty !== team.penalty) rank = official;
    previous = team;
    const tier = team.solved > 0 ? limits.findIndex((limit) => rank <= limit) : -1;
    return { rank, medal: tier >= 0 ? MEDALS[tier]! : null };
  });
}

/** Spec 2 §9: gold, silver and bronze default to the floor of 10%, 20% and 30% of the ranked rows. */
export function defaultMedals(ranked: number): [number, number, number] {
  const n = Math.max(0, Math.floor(ranked));
  return [Math.floor(n * 0.1), Math.floor(n * 0.2), Math.floor(n * 0.3)];
}

/** Medal counts from the scroll board's query (`medals[]`), falling back to the defaults. */
export function parseMedals(values: readonly string[], ranked: number): [number, number, number] {
  const fallback = defaultMedals(ranked);
  return fallback.map((value, index) => {
    const raw = values[index];
    const parsed = raw !== undefined && /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    return Number.isFinite(parsed) ? parsed : value;
  }) as [number, number, number];
}

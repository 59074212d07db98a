import { type JudgeCaseMode, JudgeStatus } from './judge-status';
import type { ProblemCountView } from './problem';

/** One sample of a problem statement. */
export interface ProblemExample {
  input: string;
  output: string;
}

const EXAMPLE_PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/** Editors often put the data on its own lines inside the tags; for showing and editing, those newlines are not data. */
const trimEdgeNewlines = (text: string) => text.replace(/^\r?\n/, '').replace(/\r?\n$/, '');

/**
 * Spec 1 §3: examples are stored as repeated `<input>…</input><output>…</output>` pairs.
 * Imports and exports keep each pair byte for byte (the default); the statement and the editor
 * ask for `trimEdgeNewlines` so a sample written on its own lines shows without blank edges.
 */
export function parseExamples(
  text: string | null | undefined,
  options: { trimEdgeNewlines?: boolean } = {},
): ProblemExample[] {
  if (!text) return [];
  const tidy = options.trimEdgeNewlines ? trimEdgeNewlines : (part: string) => part;
  return Array.from(text.matchAll(EXAMPLE_PAIR), (match) => ({
    input: tidy(match[1] ?? ''),
    output: tidy(match[2] ?? ''),
  }));
}

/** The stored text of the examples, every pair written as given. */
export function serializeExamples(examples: readonly ProblemExample[]): string {
  return examples.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');
}

/**
 * Spec 3 §4: switching a problem to OI, or uploading test data, spreads `total` points evenly:
 * an integer share each, the remainder one point at a time over the last cases.
 */
export function spreadScores(count: number, total = 100): number[] {
  if (count <= 0) return [];
  const share = Math.floor(total / count);
  const remainder = total - share * count;
  return Array.from({ length: count }, (_, i) => share + (i >= count - remainder ? 1 : 0));
}

/** The case modes in which cases are scored by group (subtask) rather than one by one. */
export const isSubtaskMode = (mode: JudgeCaseMode) => mode === 'subtask_lowest' || mode === 'subtask_average';

/** Which problem_count column counts a status; null for statuses that are not counted. */
export const PROBLEM_COUNT_COLUMN = {
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.SYSTEM_ERROR]: 'se',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
} as const;

export type ProblemCountColumn = (typeof PROBLEM_COUNT_COLUMN)[keyof typeof PROBLEM_COUNT_COLUMN];

export function problemCountColumn(status: number | null): ProblemCountColumn | null {
  if (status === null) return null;
  return (PROBLEM_COUNT_COLUMN as Record<number, ProblemCountColumn>)[status] ?? null;
}

/** A problem's counters before any submission: every column zero. Frozen, so callers copy it before counting. */
export const EMPTY_PROBLEM_COUNT: Readonly<ProblemCountView> = Object.freeze({
  total: 0,
  ac: 0,
  wa: 0,
  tle: 0,
  mle: 0,
  re: 0,
  pe: 0,
  ce: 0,
  se: 0,
  pa: 0,
});

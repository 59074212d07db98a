/**
 * Judge status codes (spec 1 §3). The numbers are part of the HTTP contract.
 */
export const JudgeStatus = {
  NOT_SUBMITTED: -10,
  SUBMITTED_UNKNOWN_RESULT: -5,
  CANCELLED: -4,
  PRESENTATION_ERROR: -3,
  COMPILE_ERROR: -2,
  WRONG_ANSWER: -1,
  ACCEPTED: 0,
  TIME_LIMIT_EXCEEDED: 1,
  MEMORY_LIMIT_EXCEEDED: 2,
  RUNTIME_ERROR: 3,
  SYSTEM_ERROR: 4,
  PENDING: 5,
  COMPILING: 6,
  JUDGING: 7,
  PARTIAL_ACCEPTED: 8,
  SUBMITTING: 9,
  SUBMITTED_FAILED: 10,
} as const;

export type JudgeStatusCode = (typeof JudgeStatus)[keyof typeof JudgeStatus];

export interface JudgeStatusInfo {
  code: JudgeStatusCode;
  name: string;
  short: string;
  /** Colour used by badges and tiles. */
  color: string;
  /** daisyUI-ish semantic type, handy for class names. */
  type: 'success' | 'error' | 'warning' | 'info' | 'neutral';
}

export const JUDGE_STATUS_INFO: Record<JudgeStatusCode, JudgeStatusInfo> = {
  [-10]: { code: -10, name: 'Not Submitted', short: 'NS', color: '#909399', type: 'neutral' },
  [-5]: { code: -5, name: 'Submitted Unknown Result', short: 'SNR', color: '#909399', type: 'neutral' },
  [-4]: { code: -4, name: 'Cancelled', short: 'CA', color: '#676fc1', type: 'neutral' },
  [-3]: { code: -3, name: 'Presentation Error', short: 'PE', color: '#f90', type: 'warning' },
  [-2]: { code: -2, name: 'Compile Error', short: 'CE', color: '#f90', type: 'warning' },
  [-1]: { code: -1, name: 'Wrong Answer', short: 'WA', color: '#ed3f14', type: 'error' },
  0: { code: 0, name: 'Accepted', short: 'AC', color: '#19be6b', type: 'success' },
  1: { code: 1, name: 'Time Limit Exceeded', short: 'TLE', color: '#ed3f14', type: 'error' },
  2: { code: 2, name: 'Memory Limit Exceeded', short: 'MLE', color: '#ed3f14', type: 'error' },
  3: { code: 3, name: 'Runtime Error', short: 'RE', color: '#ed3f14', type: 'error' },
  4: { code: 4, name: 'System Error', short: 'SE', color: '#ed3f14', type: 'error' },
  5: { code: 5, name: 'Pending', short: 'PD', color: '#25bb9b', type: 'info' },
  6: { code: 6, name: 'Compiling', short: 'CP', color: '#25bb9b', type: 'info' },
  7: { code: 7, name: 'Judging', short: 'JG', color: '#2d8cf0', type: 'info' },
  8: { code: 8, name: 'Partial Accepted', short: 'PAC', color: '#2d8cf0', type: 'info' },
  9: { code: 9, name: 'Submitting', short: 'SI', color: '#2d8cf0', type: 'info' },
  10: { code: 10, name: 'Submitted Failed', short: 'SF', color: '#ed3f14', type: 'error' },
};

/** Pending, Compiling and Judging are the states a client keeps polling (spec 1 §4). */
export const PENDING_STATUSES: readonly JudgeStatusCode[] = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
];

export function isPendingStatus(status: number): boolean {
  return (PENDING_STATUSES as readonly number[]).includes(status);
}

export function isJudgeStatusCode(value: number): value is JudgeStatusCode {
  return Object.hasOwn(JUDGE_STATUS_INFO, value);
}

/** Statuses a super admin may choose in the manual-judge dialog (spec 1 §4). */
export const MANUAL_JUDGE_CHOICES: readonly JudgeStatusCode[] = [
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.ACCEPTED,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.SUBMITTED_FAILED,
];

export const JUDGE_CASE_MODES = [
  'default',
  'subtask_lowest',
  'subtask_average',
  'ergodic_without_error',
] as const;
export type JudgeCaseMode = (typeof JUDGE_CASE_MODES)[number];

export const JUDGE_MODES = ['default', 'spj', 'interactive'] as const;
export type JudgeMode = (typeof JUDGE_MODES)[number];

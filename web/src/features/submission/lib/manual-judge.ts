import { JudgeStatus, type JudgeStatusCode, MANUAL_JUDGE_CHOICES } from '@contract/judge-status';

export interface ManualJudgeOption {
  status: JudgeStatusCode;
  disabled: boolean;
}

/**
 * Spec 1 §4: the dialog offers MANUAL_JUDGE_CHOICES; Cancelled is listed too but fixed and
 * disabled (cancelling has its own action).
 */
export const MANUAL_JUDGE_OPTIONS: readonly ManualJudgeOption[] = [
  ...MANUAL_JUDGE_CHOICES.map((status) => ({ status, disabled: false })),
  { status: JudgeStatus.CANCELLED, disabled: true },
];

const NOT_MODIFIABLE: readonly number[] = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.COMPILE_ERROR,
];

/** The manual-judge action: not while Judging, Compiling or Compile Error, nor while Pending. */
export const canManualJudge = (status: number) => !NOT_MODIFIABLE.includes(status);

/** Cancelling is refused once cancelled. */
export const canCancelJudge = (status: number) => status !== JudgeStatus.CANCELLED;

/** The dialog's first choice: the current verdict when it is one of the choices. */
export const initialManualChoice = (status: number): JudgeStatusCode | null =>
  (MANUAL_JUDGE_CHOICES as readonly number[]).includes(status) ? (status as JudgeStatusCode) : null;

/** The dialog's modify button: a real choice, never Pending, Cancelled or another reserved state. */
export const canConfirmManualJudge = (choice: number | null) =>
  choice !== null && (MANUAL_JUDGE_CHOICES as readonly number[]).includes(choice);

import type { SubmissionDetail as ContractSubmissionDetail, SubmissionRecord } from '@contract/submission';

export type {
  CaseResultsView as CaseResults,
  JudgeCaseView as JudgeCase,
  SubmissionDetail,
  SubtaskResultView as SubtaskResult,
} from '@contract/submission';

/** A submission as lists and the detail page show it (the detail adds code and error message). */
export type Submission = SubmissionRecord &
  Partial<Pick<ContractSubmissionDetail['submission'], 'code' | 'errorMessage'>>;

/** The state the status check answers with, per submission. */
export type SubmissionStatusUpdate = Pick<SubmissionRecord, 'submitId' | 'status'> &
  Partial<Pick<SubmissionRecord, 'score' | 'time' | 'memory' | 'judger' | 'isManual'>>;

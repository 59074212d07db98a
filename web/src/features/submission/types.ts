import type { SubmissionDetail as ContractSubmissionDetail, SubmissionRecord } from '@contract/submission';

export type {
  CaseResultsView as CaseResults,
  JudgeCaseView as JudgeCase,
  SubmissionDetail,
  SubtaskResultView as SubtaskResult,
} from '@contract/submission';

/** A submission as lists and the detail page show it (the detail adds code, messages and the remote run). */
export type Submission = SubmissionRecord &
  Partial<
    Pick<
      ContractSubmissionDetail['submission'],
      'code' | 'errorMessage' | 'vjudgeSubmitId' | 'vjudgeUsername'
    >
  >;

/** The state the status check answers with, per submission. */
export type SubmissionStatusUpdate = Pick<SubmissionRecord, 'submitId' | 'status'> &
  Partial<Pick<SubmissionRecord, 'score' | 'time' | 'memory' | 'judger' | 'isManual'>>;

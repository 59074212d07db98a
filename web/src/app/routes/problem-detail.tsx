import { ProblemPage } from '@web/features/problem/components/problem-page';
import { checkSubmissionsStatus } from '@web/features/submission/api/check-submissions-status';

/** The problem page follows a new submission's verdict through the submission area's status call. */
export default function ProblemDetailRoute() {
  return <ProblemPage checkSubmissionsStatus={checkSubmissionsStatus} />;
}

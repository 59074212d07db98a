import { GroupProblemApplications } from '@web/features/problem/group/components/group-problem-applications';

/** /admin/group-problem/apply: the review of group problems offered to the public bank. */
export default function AdminGroupProblemsRoute() {
  return <GroupProblemApplications />;
}

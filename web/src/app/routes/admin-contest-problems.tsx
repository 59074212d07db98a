import { ContestProblemsPage } from '@web/features/contest/admin/components/contest-problems-page';

/** /admin/contest/:contestId/problems. */
export default function AdminContestProblemsRoute() {
  return <ContestProblemsPage />;
}

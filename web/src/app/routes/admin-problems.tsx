import { ProblemListPage } from '@web/features/problem/admin/components/problem-list-page';

export default function AdminProblemsRoute() {
  return <ProblemListPage />;
}

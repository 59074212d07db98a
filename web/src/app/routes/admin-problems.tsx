import { ProblemListPage } from '@web/features/admin/components/problem-list-page';

export default function AdminProblemsRoute() {
  return <ProblemListPage />;
}

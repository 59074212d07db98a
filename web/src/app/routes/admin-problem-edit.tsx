import { ProblemEditPage } from '@web/features/admin/components/problem-edit-page';

/** /admin/problem/create and /admin/problem/edit/:problemId. */
export default function AdminProblemEditRoute() {
  return <ProblemEditPage />;
}

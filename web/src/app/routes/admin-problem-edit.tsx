import { ProblemEditPage } from '@web/features/problem/admin/components/problem-edit-page';

/** /admin/problem/create and /admin/problem/edit/:problemId. */
export default function AdminProblemEditRoute() {
  return <ProblemEditPage />;
}

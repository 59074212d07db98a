import { ProblemListPage } from '@web/features/problem/components/problem-list-page';

export default function ProblemListRoute() {
  return <ProblemListPage />;
}

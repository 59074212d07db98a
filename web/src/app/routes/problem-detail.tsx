import { ProblemPage } from '@web/features/problem/components/problem-page';

export default function ProblemDetailRoute() {
  return <ProblemPage />;
}

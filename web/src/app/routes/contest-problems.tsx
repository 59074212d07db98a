import { ContestProblemList } from '@web/features/contest/components/contest-problem-list';

export default function ContestProblemsRoute() {
  return <ContestProblemList />;
}

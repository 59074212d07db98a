import { ContestRankPage } from '@web/features/contest/board';

export default function ContestRankRoute() {
  return <ContestRankPage />;
}

import { OutsideScoreboardPage } from '@web/features/contest/board';

export default function ContestOutsideScoreboardRoute() {
  return <OutsideScoreboardPage />;
}

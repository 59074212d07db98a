import { ScrollBoardPage } from '@web/features/contest/board';

export default function ScrollBoardRoute() {
  return <ScrollBoardPage />;
}

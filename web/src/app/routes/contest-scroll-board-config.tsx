import { ScrollBoardConfig } from '@web/features/contest/board';

export default function ContestScrollBoardConfigRoute() {
  return <ScrollBoardConfig />;
}

import { ContestListPage } from '@web/features/contest/components/contest-list-page';

export default function ContestListRoute() {
  return <ContestListPage />;
}

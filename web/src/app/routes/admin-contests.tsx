import { ContestListPage } from '@web/features/contest/admin/components/contest-list-page';

/** /admin/contest. */
export default function AdminContestsRoute() {
  return <ContestListPage />;
}

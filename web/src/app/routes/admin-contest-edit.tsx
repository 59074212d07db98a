import { ContestEditPage } from '@web/features/contest/admin/components/contest-edit-page';

/** /admin/contest/create and /admin/contest/:contestId/edit. */
export default function AdminContestEditRoute() {
  return <ContestEditPage />;
}

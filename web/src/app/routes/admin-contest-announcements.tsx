import { ContestAnnouncementsPage } from '@web/features/contest/admin/components/contest-announcements-page';

/** /admin/contest/:contestId/announcement. */
export default function AdminContestAnnouncementsRoute() {
  return <ContestAnnouncementsPage />;
}

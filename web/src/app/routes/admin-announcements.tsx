import { AnnouncementsPage } from '@web/features/site/admin/announcements/announcements-page';

/** /admin/announcement. */
export default function AdminAnnouncementsRoute() {
  return <AnnouncementsPage />;
}

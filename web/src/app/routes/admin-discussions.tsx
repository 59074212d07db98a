import { DiscussionAdminPage } from '@web/features/discussion/admin/components/discussion-admin-page';

/** /admin/discussion. */
export default function AdminDiscussionsRoute() {
  return <DiscussionAdminPage />;
}

import { GroupAnnouncementPage } from '@web/features/group/components/announcement-page';

/** /group/:groupID/announcement inside the group layout (spec 3 §2 Group announcements). */
export default function GroupAnnouncementsRoute() {
  return <GroupAnnouncementPage />;
}

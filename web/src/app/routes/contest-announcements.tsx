import { ContestAnnouncementList } from '@web/features/contest/components/contest-announcement-list';

export default function ContestAnnouncementsRoute() {
  return <ContestAnnouncementList />;
}

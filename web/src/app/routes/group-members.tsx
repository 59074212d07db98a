import { GroupMemberListPage } from '@web/features/group/components/member-list-page';

/** /group/:groupID/member inside the group layout (spec 3 §2 Group members). */
export default function GroupMembersRoute() {
  return <GroupMemberListPage />;
}

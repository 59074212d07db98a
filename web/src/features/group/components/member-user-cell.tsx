import type { GroupMemberRow } from '@contract/group';
import { Avatar } from '@web/components/ui/avatar';
import { paths } from '@web/config/paths';
import { Link } from 'react-router';

/** A member's avatar and name, linking to their home page. */
export function MemberUserCell({ row }: { row: Pick<GroupMemberRow, 'uid' | 'username' | 'avatar'> }) {
  return (
    <Link
      to={paths.userHome({ username: row.username })}
      className="link link-hover flex min-w-32 items-center gap-2 font-medium"
    >
      <Avatar src={row.avatar} name={row.username} size={28} />
      <span className="truncate">{row.username}</span>
    </Link>
  );
}

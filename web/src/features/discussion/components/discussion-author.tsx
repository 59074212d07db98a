import { RoleBadge } from '@web/components/role-badge';
import { Avatar } from '@web/components/ui/avatar';
import { UserTitleTag } from '@web/components/user-title-tag';
import { paths } from '@web/config/paths';
import { Link } from 'react-router';

export interface DiscussionAuthorProps {
  uid: string;
  author: string;
  avatar: string | null;
  role: string | null;
  titleName?: string | null;
  titleColor?: string | null;
  size?: number;
}

/** The author's avatar and name (to their home page), role badge and title. */
export function DiscussionAuthor({
  uid,
  author,
  avatar,
  role,
  titleName,
  titleColor,
  size = 24,
}: DiscussionAuthorProps) {
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <Link
        to={paths.userHome({ uid, username: author })}
        className="inline-flex min-w-0 items-center gap-1.5 link link-hover"
        title={author}
      >
        <Avatar src={avatar} name={author} size={size} />
        <span className="truncate font-medium">{author}</span>
      </Link>
      <RoleBadge role={role} />
      <UserTitleTag name={titleName} color={titleColor} />
    </span>
  );
}

import { Avatar } from '@web/components/ui/avatar';
import { UserTitleTag } from '@web/components/user-title-tag';
import { paths } from '@web/config/paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const BADGES = {
  root: { text: 'SPA', className: 'badge-error' },
  admin: { text: 'ADM', className: 'badge-warning' },
} as const;

/** Spec 2 §2: SPA for a root author, ADM for an admin; nothing for others. */
export function RoleBadge({ role }: { role: string | null }) {
  const { t } = useTranslation('discussion');
  if (role !== 'root' && role !== 'admin') return null;
  const badge = BADGES[role];
  return (
    <span className={`badge badge-xs font-bold ${badge.className}`} title={t(`role.${role}`)}>
      {badge.text}
    </span>
  );
}

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

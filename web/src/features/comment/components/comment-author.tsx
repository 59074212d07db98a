import type { CommentVO } from '@contract/comment';
import { RoleBadge } from '@web/components/role-badge';
import { Avatar } from '@web/components/ui/avatar';
import { UserTitleTag } from '@web/components/user-title-tag';
import { paths } from '@web/config/paths';
import { Link } from 'react-router';

/** An author's avatar and name, both leading to their home page. */
function AuthorLink({
  uid,
  name,
  avatar,
  size,
}: {
  uid: string;
  name: string;
  avatar: string | null;
  size: number;
}) {
  return (
    <Link
      to={paths.userHome({ uid, username: name })}
      className="inline-flex min-w-0 items-center gap-2 align-middle font-medium hover:text-primary"
      title={name}
    >
      {/* The name beside it names the link; the picture would only repeat it. */}
      <span aria-hidden="true" className="shrink-0">
        <Avatar src={avatar} name={name} size={size} />
      </span>
      <span className="truncate">{name}</span>
    </Link>
  );
}

type CommentAuthorFields = Pick<
  CommentVO,
  'fromUid' | 'fromName' | 'fromAvatar' | 'fromTitleName' | 'fromTitleColor' | 'fromRole'
>;

/**
 * The author of a comment or reply: avatar and name, title, role badge, laid out by the caller's
 * flex row. A reply is `compact`: a smaller avatar, and no title on phones where the row is tight.
 */
export function CommentAuthor({
  author,
  compact = false,
}: {
  author: CommentAuthorFields;
  compact?: boolean;
}) {
  const title = <UserTitleTag name={author.fromTitleName} color={author.fromTitleColor} />;
  return (
    <>
      <AuthorLink
        uid={author.fromUid}
        name={author.fromName}
        avatar={author.fromAvatar}
        size={compact ? 24 : 38}
      />
      {compact ? <span className="hidden sm:inline-flex">{title}</span> : title}
      <RoleBadge role={author.fromRole} />
    </>
  );
}

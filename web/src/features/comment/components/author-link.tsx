import { Avatar } from '@web/components/ui/avatar';
import { paths } from '@web/config/paths';
import { Link } from 'react-router';

/** An author's avatar and name, both leading to their home page. */
export function AuthorLink({
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

import type { UserInfo } from '@contract/account';
import { MessageMenu } from './message-menu';
import { UserMenu } from './user-menu';

/**
 * The signed-in user's corner of the navbar: the message bell (with its unread-count poll) and
 * the account menu. A chunk of its own (navbar.tsx loads it lazily), so a guest's first page
 * does not download them.
 */
export default function SignedInMenus({ user }: { user: UserInfo }) {
  return (
    <>
      <MessageMenu uid={user.uid} />
      <UserMenu user={user} />
    </>
  );
}

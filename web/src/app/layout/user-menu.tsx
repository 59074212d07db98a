import type { UserInfo } from '@contract/account';
import { ChevronDownIcon } from '@web/components/icons';
import { Avatar } from '@web/components/ui/avatar';
import { Dropdown } from '@web/components/ui/dropdown';
import { paths } from '@web/config/paths';
import { userIsAdmin } from '@web/lib/auth';
import { useRouteAvailable } from '@web/lib/route-availability';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const isAvailable = useRouteAvailable();
  const entries = [
    { label: 'userMenu.home', to: paths.userHome({ uid: user.uid, username: user.username }) },
    { label: 'userMenu.submissions', to: paths.myStatus },
    { label: 'userMenu.setting', to: paths.setting },
  ].filter((entry) => isAvailable(entry.to));
  const showManagement = userIsAdmin(user) && isAvailable(paths.admin);

  return (
    <Dropdown
      align="end"
      buttonClassName="btn btn-ghost btn-sm gap-2 normal-case"
      label={
        <>
          <Avatar src={user.avatar} name={user.username} size={26} />
          {/* On phones the avatar stands for the name (still the button's accessible name), so the
              bar never grows wider than the screen. */}
          <span className="sr-only sm:not-sr-only sm:max-w-32 sm:truncate">{user.username}</span>
          <ChevronDownIcon size={14} />
        </>
      }
    >
      {(close) => (
        <ul className="menu w-48">
          {entries.map((entry) => (
            <li key={entry.label}>
              <Link to={entry.to} onClick={close}>
                {t(entry.label)}
              </Link>
            </li>
          ))}
          {showManagement && (
            <li>
              {/* Spec 1 §2.3: the admin area opens in a window of its own. */}
              <a href={paths.admin} target="_blank" rel="noopener" onClick={close}>
                {t('userMenu.management')}
              </a>
            </li>
          )}
          <li>
            <Link to={paths.logout} onClick={close}>
              {t('userMenu.logout')}
            </Link>
          </li>
        </ul>
      )}
    </Dropdown>
  );
}

import type { GroupListItem } from '@contract/group';
import { ClockIcon, UsersIcon } from '@web/components/icons';
import { paths } from '@web/config/paths';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatGroupDate } from '../lib/group-dates';
import { GroupAvatar } from './group-avatar';
import { GroupMarquee } from './group-marquee';
import { AUTH_TONE, GroupAuthTag, GroupHiddenTag } from './group-tags';

/**
 * One group of the list (HOJ GroupList card): picture and owner beside the name, brief, member
 * count, type, hidden mark and creation date. `onOpen` may stop a guest from opening it.
 */
export function GroupCard({
  group,
  onOpen,
  onFilterAuth,
}: {
  group: GroupListItem;
  onOpen: (event: MouseEvent) => void;
  onFilterAuth: (auth: number) => void;
}) {
  const { t } = useTranslation('group');
  const tone = AUTH_TONE[group.auth];
  return (
    <article
      className={`card card-border flex-row overflow-hidden bg-base-100 shadow-sm ${tone.border}`}
      data-testid="group-card"
    >
      <div className="flex w-28 shrink-0 flex-col items-center gap-2 border-r border-base-300 p-3">
        <Link to={paths.groupDetail(group.id)} onClick={onOpen} tabIndex={-1} aria-hidden="true">
          <GroupAvatar src={group.avatar} name={group.name} size={88} />
        </Link>
        <Link
          className="link link-primary link-hover flex max-w-full items-center gap-1 text-sm"
          to={paths.userHome({ username: group.owner })}
          title={group.owner}
        >
          <UsersIcon size={14} className="shrink-0" />
          <span className="truncate">{group.owner}</span>
        </Link>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className={`bg-base-200 px-3 py-2 text-lg font-semibold ${tone.text}`}>
          <Link to={paths.groupDetail(group.id)} onClick={onOpen} className="block hover:underline">
            <GroupMarquee text={group.name} />
          </Link>
        </h2>
        <p className="line-clamp-3 min-h-16 flex-1 px-3 py-2 text-sm break-words opacity-80">{group.brief}</p>
        <div className="flex flex-wrap items-center gap-2 border-t border-base-300 px-3 py-2 text-sm">
          <span className="flex items-center gap-1" title={t('card.members')}>
            <UsersIcon size={14} />
            <span className="sr-only">{t('card.members')}</span>
            <span className="tabular-nums">{group.memberCount}</span>
          </span>
          <GroupAuthTag auth={group.auth} onClick={() => onFilterAuth(group.auth)} />
          {!group.visible && <GroupHiddenTag />}
          <span className="ml-auto flex items-center gap-1 tabular-nums opacity-70" title={t('card.created')}>
            <ClockIcon size={14} />
            {formatGroupDate(group.gmtCreate)}
          </span>
        </div>
      </div>
    </article>
  );
}

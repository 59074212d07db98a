import { paths } from '@web/config/paths';
import { formatDateTime } from '@web/lib/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGroupContext } from '../lib/group-context';
import { formatGroupDate } from '../lib/group-dates';
import { GroupActionButton } from './group-action-button';
import { GroupAvatar } from './group-avatar';
import { GroupAuthTag, GroupHiddenTag } from './group-tags';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <dt className="shrink-0 opacity-70">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center justify-end gap-1 text-right">{children}</dd>
    </div>
  );
}

/** Spec 3 §2 Group home sidebar: picture, name, owner, type, hidden mark, creation date, number, action. */
export function GroupSidebar() {
  const { t } = useTranslation('group');
  const { group } = useGroupContext();
  return (
    <aside className="card card-border bg-base-100" aria-label={t('detail.info')}>
      <div className="card-body items-center gap-3 p-4">
        <GroupAvatar src={group.avatar} name={group.name} size={130} />
        <dl className="w-full divide-y divide-base-300 text-sm">
          <InfoRow label={t('detail.name')}>
            <span className="truncate font-semibold" title={group.name}>
              {group.name}
            </span>
          </InfoRow>
          <InfoRow label={t('detail.owner')}>
            <Link
              className="link link-primary link-hover truncate"
              to={paths.userHome({ username: group.owner })}
            >
              {group.owner}
            </Link>
          </InfoRow>
          <InfoRow label={t('detail.type')}>
            <GroupAuthTag auth={group.auth} filled tipLeft />
            {!group.visible && <GroupHiddenTag filled tipLeft />}
          </InfoRow>
          <InfoRow label={t('detail.created')}>
            <time dateTime={group.gmtCreate} title={formatDateTime(group.gmtCreate)} className="tabular-nums">
              {formatGroupDate(group.gmtCreate)}
            </time>
          </InfoRow>
          <InfoRow label={t('detail.number')}>
            <span className="tabular-nums">{group.id}</span>
          </InfoRow>
        </dl>
        <GroupActionButton />
      </div>
    </aside>
  );
}

import { Avatar } from '@web/components/ui/avatar';
import { EmptyState } from '@web/components/ui/empty-state';
import { Panel } from '@web/components/ui/panel';
import { UserTitleTag } from '@web/components/user-title-tag';
import { paths } from '@web/config/paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecentAcRank } from '../api/get-recent-ac-rank';

const MEDALS = ['text-warning', 'text-base-content/60', 'text-orange-700'];

export function RecentAcRank() {
  const { t } = useTranslation('home');
  const { data = [], isPending } = useRecentAcRank();
  return (
    <Panel className="shadow-sm" title={t('acRank.title')}>
      {isPending ? (
        <div className="skeleton h-40 w-full" />
      ) : data.length === 0 ? (
        <EmptyState>{t('acRank.empty')}</EmptyState>
      ) : (
        <div className="max-h-[500px] overflow-y-auto">
          <table className="table table-sm">
            <thead>
              <tr>
                <th className="w-10">#</th>
                <th>{t('acRank.user')}</th>
                <th className="text-right">{t('acRank.ac')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((row, index) => (
                <tr key={row.uid}>
                  <td className={`font-bold ${MEDALS[index] ?? 'opacity-60'}`}>{index + 1}</td>
                  <td>
                    <div className="flex items-center gap-2">
                      <Avatar src={row.avatar} name={row.username} size={24} />
                      <Link
                        className="link link-hover truncate"
                        to={paths.userHome({ uid: row.uid, username: row.username })}
                      >
                        {row.username}
                      </Link>
                      <UserTitleTag name={row.titleName} color={row.titleColor} />
                    </div>
                  </td>
                  <td className="text-right font-semibold">{row.ac}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

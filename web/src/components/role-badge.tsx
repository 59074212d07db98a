import { authorBadge } from '@contract/roles';
import { useTranslation } from 'react-i18next';

/** SPA beside a root author, ADM beside an admin, nothing for others (spec 2 §2, §6). */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const { t } = useTranslation('common');
  const badge = authorBadge(role);
  if (!badge) return null;
  return (
    <abbr
      className={`badge badge-xs font-semibold no-underline ${badge === 'SPA' ? 'badge-error' : 'badge-warning'}`}
      title={badge === 'SPA' ? t('roleBadge.root') : t('roleBadge.admin')}
    >
      {badge}
    </abbr>
  );
}

import { commentBadge } from '@contract/comment';
import { useTranslation } from 'react-i18next';

/** Spec 2 §6: SPA for a root author, ADM for an admin; nothing for others. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const { t } = useTranslation('comment');
  const badge = commentBadge(role);
  if (!badge) return null;
  const title = badge === 'SPA' ? t('role.root') : t('role.admin');
  return (
    <abbr
      className={`badge badge-xs border-0 font-semibold text-white no-underline ${badge === 'SPA' ? 'bg-error' : 'bg-warning'}`}
      title={title}
    >
      {badge}
    </abbr>
  );
}

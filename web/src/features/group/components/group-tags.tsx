// daisyUI's tooltip styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tooltip.css';
import { GroupAuth } from '@contract/group';
import { useTranslation } from 'react-i18next';

/** HOJ's colours: public green, protected amber, private red. */
export const AUTH_TONE: Record<GroupAuth, { badge: string; text: string; border: string }> = {
  [GroupAuth.PUBLIC]: { badge: 'badge-success', text: 'text-success', border: 'border-success/50' },
  [GroupAuth.PROTECTED]: { badge: 'badge-warning', text: 'text-warning', border: 'border-warning/50' },
  [GroupAuth.PRIVATE]: { badge: 'badge-error', text: 'text-error', border: 'border-error/50' },
};

export const GROUP_AUTHS = [GroupAuth.PUBLIC, GroupAuth.PROTECTED, GroupAuth.PRIVATE] as const;

/** The group's type, with a tooltip saying how one joins; a button when `onClick` filters by it. */
export function GroupAuthTag({
  auth,
  filled = false,
  tipLeft = false,
  onClick,
}: {
  auth: GroupAuth;
  filled?: boolean;
  /** Near the right edge the tip opens to the left, or it would widen the page. */
  tipLeft?: boolean;
  onClick?: () => void;
}) {
  const { t } = useTranslation('group');
  const className = `badge ${AUTH_TONE[auth].badge} ${filled ? '' : 'badge-outline'}`;
  return (
    <span className={`tooltip ${tipLeft ? 'tooltip-left' : ''}`} data-tip={t(`auth.tips.${auth}`)}>
      {onClick ? (
        <button type="button" className={`${className} cursor-pointer`} onClick={onClick}>
          {t(`auth.${auth}`)}
        </button>
      ) : (
        <span className={className}>{t(`auth.${auth}`)}</span>
      )}
    </span>
  );
}

/** Shown on groups outside the list for non-members. */
export function GroupHiddenTag({ filled = false, tipLeft = false }: { filled?: boolean; tipLeft?: boolean }) {
  const { t } = useTranslation('group');
  return (
    <span className={`tooltip ${tipLeft ? 'tooltip-left' : ''}`} data-tip={t('auth.tips.hidden')}>
      <span className={`badge badge-primary ${filled ? '' : 'badge-outline'}`}>{t('auth.hidden')}</span>
    </span>
  );
}

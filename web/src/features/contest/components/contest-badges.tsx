// daisyUI's tooltip styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tooltip.css';
import { ContestAuth, ContestStatus, ContestType } from '@contract/contest';
import { useTranslation } from 'react-i18next';

/** Spec 2 §4: the status colour the tag and the countdown share. */
export const STATUS_TONE: Record<ContestStatus, string> = {
  [ContestStatus.SCHEDULED]: 'info',
  [ContestStatus.RUNNING]: 'success',
  [ContestStatus.ENDED]: 'error',
};

const STATUS_BADGE: Record<ContestStatus, string> = {
  [ContestStatus.SCHEDULED]: 'badge-info',
  [ContestStatus.RUNNING]: 'badge-success',
  [ContestStatus.ENDED]: 'badge-error',
};

export function statusKey(status: ContestStatus): 'scheduled' | 'running' | 'ended' {
  return status === ContestStatus.SCHEDULED
    ? 'scheduled'
    : status === ContestStatus.RUNNING
      ? 'running'
      : 'ended';
}

export function ContestStatusTag({ status }: { status: ContestStatus }) {
  const { t } = useTranslation('contest');
  return (
    <span className={`badge badge-sm ${STATUS_BADGE[status]}`} data-testid="contest-status">
      {t(`status.${statusKey(status)}`)}
    </span>
  );
}

const AUTH_KEY: Record<number, 'public' | 'private' | 'protected'> = {
  [ContestAuth.PUBLIC]: 'public',
  [ContestAuth.PRIVATE]: 'private',
  [ContestAuth.PROTECTED]: 'protected',
};
const AUTH_BADGE: Record<number, string> = {
  [ContestAuth.PUBLIC]: 'badge-success',
  [ContestAuth.PRIVATE]: 'badge-error',
  [ContestAuth.PROTECTED]: 'badge-warning',
};

/** The access tag, with what it means as its tooltip. */
export function ContestAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation('contest');
  const key = AUTH_KEY[auth] ?? 'public';
  return (
    <span className="tooltip tooltip-bottom" data-tip={t(`auth.${key}Tip`)}>
      <span className={`badge badge-sm badge-soft ${AUTH_BADGE[auth] ?? ''}`}>{t(`auth.${key}`)}</span>
    </span>
  );
}

export const ruleLabel = (type: number) => (type === ContestType.ACM ? 'ACM' : 'OI');

/** The trophy of a contest card, gold for ACM and blue for OI (HOJ shows a picture per rule). */
export function ContestTrophy({ type, className = '' }: { type: number; className?: string }) {
  const tone = type === ContestType.ACM ? 'text-warning' : 'text-info';
  return (
    <svg viewBox="0 0 24 24" className={`${tone} ${className}`} aria-hidden="true" fill="currentColor">
      <path d="M6 3h12v2h3v3a4 4 0 0 1-4 4h-.35A6 6 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A6 6 0 0 1 7.35 12H7a4 4 0 0 1-4-4V5h3V3Zm0 4H5v1a2 2 0 0 0 1.2 1.83A6 6 0 0 1 6 8V7Zm12 0v1a6 6 0 0 1-.2 1.83A2 2 0 0 0 19 8V7h-1Z" />
    </svg>
  );
}

const LOCK_TONE: Record<number, string> = {
  [ContestAuth.PRIVATE]: 'text-error',
  [ContestAuth.PROTECTED]: 'text-warning',
};

/** Spec 3 §2 Group contests: a red lock on private contests, an amber one on protected; none on public. */
export function ContestLock({ auth }: { auth: number }) {
  const { t } = useTranslation('contest');
  const tone = LOCK_TONE[auth];
  if (!tone) return null;
  const label = t(`auth.${AUTH_KEY[auth]}`);
  return (
    <svg
      viewBox="0 0 24 24"
      className={`inline h-4 w-4 shrink-0 ${tone}`}
      role="img"
      aria-label={label}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title>{label}</title>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

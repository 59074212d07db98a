import { isJudgeStatusCode, JUDGE_STATUS_INFO } from '@contract/judge-status';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

export interface JudgeStatusBadgeProps {
  status: number;
  /** Show the short code (AC, WA, …) instead of the full name. */
  short?: boolean;
  className?: string;
}

/** A judge verdict in its contract colour; the full name is always available as a tooltip. */
export function JudgeStatusBadge({ status, short = false, className = '' }: JudgeStatusBadgeProps) {
  const { t } = useTranslation();
  if (!isJudgeStatusCode(status)) return <span className={`badge badge-ghost ${className}`}>{status}</span>;
  const info = JUDGE_STATUS_INFO[status];
  const name = t(`judgeStatus.${status}`);
  return (
    <span
      className={`badge bg-legible border-0 font-semibold whitespace-nowrap text-white ${className}`}
      style={{ '--legible-color': info.color } as CSSProperties}
      title={name}
    >
      {short ? info.short : name}
    </span>
  );
}

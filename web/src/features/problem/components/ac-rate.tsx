import { JUDGE_STATUS_INFO, JudgeStatus, type JudgeStatusCode } from '@contract/judge-status';
import type { ProblemCountView } from '@contract/problem';
import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The result counters of a problem and the verdict each counts (spec 1 §2.7 hover breakdown). */
export const RESULT_KEYS: { key: keyof Omit<ProblemCountView, 'total'>; status: JudgeStatusCode }[] = [
  { key: 'ac', status: JudgeStatus.ACCEPTED },
  { key: 'wa', status: JudgeStatus.WRONG_ANSWER },
  { key: 'tle', status: JudgeStatus.TIME_LIMIT_EXCEEDED },
  { key: 'mle', status: JudgeStatus.MEMORY_LIMIT_EXCEEDED },
  { key: 're', status: JudgeStatus.RUNTIME_ERROR },
  { key: 'pe', status: JudgeStatus.PRESENTATION_ERROR },
  { key: 'ce', status: JudgeStatus.COMPILE_ERROR },
  { key: 'se', status: JudgeStatus.SYSTEM_ERROR },
  { key: 'pa', status: JudgeStatus.PARTIAL_ACCEPTED },
];

export const percentOf = (part: number, total: number) => (total > 0 ? (part / total) * 100 : 0);
export const formatPercent = (value: number) => `${value.toFixed(2)}%`;

/** AC rate as a bar; hovering or focusing it shows every verdict's share. */
export function AcRate({ counts }: { counts: ProblemCountView }) {
  const { t } = useTranslation('problem');
  const tooltipId = useId();
  const rate = percentOf(counts.ac, counts.total);
  return (
    <div className="group relative inline-block min-w-28">
      <button
        type="button"
        className="flex cursor-help items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-primary"
        aria-describedby={tooltipId}
      >
        <progress className="progress progress-success h-2 w-16" value={rate} max={100} />
        <span className="text-xs tabular-nums">{formatPercent(rate)}</span>
      </button>
      <div
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none invisible absolute right-0 z-30 mt-1 w-56 rounded-box border border-base-300 bg-base-100 p-3 text-xs opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <div className="mb-2 font-semibold">
          {t('list.breakdown', { ac: counts.ac, total: counts.total })}
        </div>
        <ul className="space-y-1">
          {RESULT_KEYS.map(({ key, status }) => {
            const share = percentOf(counts[key] ?? 0, counts.total);
            return (
              <li key={key} className="flex items-center gap-2">
                <span
                  className="text-legible inline-block w-9 font-mono font-semibold"
                  style={{ '--legible-color': JUDGE_STATUS_INFO[status].color } as CSSProperties}
                >
                  {JUDGE_STATUS_INFO[status].short}
                </span>
                <span className="h-1.5 flex-1 overflow-hidden rounded bg-base-300">
                  <span
                    className="block h-full"
                    style={{ width: `${share}%`, backgroundColor: JUDGE_STATUS_INFO[status].color }}
                  />
                </span>
                <span className="w-20 text-right tabular-nums opacity-80">
                  {counts[key] ?? 0} · {formatPercent(share)}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

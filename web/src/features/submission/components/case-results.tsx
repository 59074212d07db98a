import { isJudgeStatusCode, JUDGE_STATUS_INFO } from '@contract/judge-status';
import { isSubtaskMode } from '@contract/problem-rules';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMemory, formatTime } from '../lib/format';
import type { CaseResults as CaseResultsData, JudgeCase, SubtaskResult } from '../types';

const colorOf = (status: number | null) =>
  status !== null && isJudgeStatusCode(status) ? JUDGE_STATUS_INFO[status].color : '#909399';
const shortOf = (status: number) =>
  isJudgeStatusCode(status) ? JUDGE_STATUS_INFO[status].short : String(status);

function CaseTile({ item, showScore }: { item: JudgeCase; showScore: boolean }) {
  const { t } = useTranslation('submission');
  const name = t(`common:judgeStatus.${item.status}`, { defaultValue: String(item.status) });
  const files = [item.inputData, item.outputData].filter(Boolean).join(' / ');
  return (
    <li
      className="bg-legible flex min-h-20 flex-col justify-between rounded-box p-2 text-white shadow-sm"
      style={{ '--legible-color': colorOf(item.status) } as CSSProperties}
      title={files ? `${name} — ${files}` : name}
      data-testid="case-tile"
      data-status={item.status}
    >
      <div className="flex items-center justify-between gap-1 text-xs font-semibold">
        <span>{t('cases.test', { index: item.seq })}</span>
        <span className="font-mono">{shortOf(item.status)}</span>
      </div>
      <div className="text-[11px] leading-tight tabular-nums opacity-95">
        <div>{formatTime(item.time)}</div>
        <div>{formatMemory(item.memory)}</div>
        {showScore && item.score != null && <div>{t('cases.score', { score: item.score })}</div>}
      </div>
    </li>
  );
}

function TileGrid({ cases, showScore }: { cases: JudgeCase[]; showScore: boolean }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-2">
      {cases.map((item) => (
        <CaseTile key={item.seq} item={item} showScore={showScore} />
      ))}
    </ul>
  );
}

function SubtaskGroup({ group, open }: { group: SubtaskResult; open: boolean }) {
  const { t } = useTranslation('submission');
  return (
    <details className="rounded-box border border-base-300" open={open}>
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm">
        <span className="font-semibold">{t('cases.subtask', { index: group.groupNum })}</span>
        <span className="badge border-0 text-white" style={{ backgroundColor: colorOf(group.status) }}>
          {group.status === null
            ? t('cases.notRun')
            : t(`common:judgeStatus.${group.status}`, { defaultValue: String(group.status) })}
        </span>
        {group.score != null && (
          <span className="tabular-nums">{t('cases.score', { score: group.score })}</span>
        )}
        <span className="tabular-nums opacity-75">
          {t('cases.passed', { ac: group.ac, total: group.total })}
        </span>
        <span className="tabular-nums opacity-75">{formatTime(group.time)}</span>
        <span className="tabular-nums opacity-75">{formatMemory(group.memory)}</span>
      </summary>
      <div className="border-t border-base-300 p-3">
        <TileGrid cases={group.subtaskDetailList ?? []} showScore />
      </div>
    </details>
  );
}

/** Per-case tiles, or collapsible subtask groups for the subtask judge modes (spec 1 §2.10). */
export function CaseResults({ data, showScore }: { data: CaseResultsData; showScore: boolean }) {
  const { t } = useTranslation('submission');
  const subtasks = data.subTaskJudgeCaseVoList ?? [];
  const cases = data.judgeCaseList ?? [];
  if (isSubtaskMode(data.judgeCaseMode) && subtasks.length > 0)
    return (
      <div className="space-y-2">
        <p className="text-sm opacity-70">{t(`cases.mode.${data.judgeCaseMode}`)}</p>
        {subtasks.map((group, index) => (
          <SubtaskGroup key={group.groupNum} group={group} open={index === 0 || group.status !== 0} />
        ))}
      </div>
    );
  if (cases.length === 0) return null;
  return (
    <div className="space-y-2">
      {data.judgeCaseMode === 'ergodic_without_error' && (
        <p className="text-sm opacity-70">{t('cases.mode.ergodic_without_error')}</p>
      )}
      <TileGrid cases={cases} showScore={showScore} />
    </div>
  );
}

import {
  parseRemoteDisplayId,
  REMOTE_JUDGE_INFO,
  type RemoteJudge,
  remoteProblemUrl,
} from '@contract/remote-judge-info';
import { LinkIcon } from '@web/components/icons';
import { useTranslation } from 'react-i18next';
import { REMOTE_JUDGE_COLORS } from './judge-colors';

/** The judge's name on its site's colours, as on the home page's remote judge links. */
export function RemoteJudgeBadge({ judge }: { judge: RemoteJudge }) {
  return (
    <span
      className={`inline-flex items-center rounded px-1.5 py-px text-[0.65rem] leading-4 font-black tracking-wide whitespace-nowrap ${REMOTE_JUDGE_COLORS[judge]}`}
      data-testid="remote-judge-badge"
    >
      {REMOTE_JUDGE_INFO[judge].name}
    </span>
  );
}

/** The judge of a remote problem by its display id (`CF-1A`); null for our own problems. */
export function remoteJudgeOf(problemId: string, isRemote?: boolean): RemoteJudge | null {
  // A local problem may be named like a remote one (`CF-1A` typed by an admin): the flag wins when known.
  if (isRemote === false) return null;
  return parseRemoteDisplayId(problemId)?.judge ?? null;
}

/**
 * Where a remote problem comes from: its judge's badge and a link to the problem on that judge
 * (a new tab). Renders nothing for our own problems.
 */
export function RemoteProblemOrigin({
  problemId,
  isRemote,
  compact = false,
}: {
  /** Our display id of the problem (`CF-1A`). */
  problemId: string;
  /** The problem's flag when the caller has it; lists without it go by the display id. */
  isRemote?: boolean;
  /** Only the badge and an icon link, for table cells. */
  compact?: boolean;
}) {
  const { t } = useTranslation('remoteJudge');
  const judge = remoteJudgeOf(problemId, isRemote);
  if (!judge) return null;
  const url = remoteProblemUrl(problemId);
  const name = REMOTE_JUDGE_INFO[judge].name;
  const remoteId = parseRemoteDisplayId(problemId)?.remoteId ?? problemId;
  return (
    <span className="inline-flex items-center gap-1 align-middle text-xs">
      <RemoteJudgeBadge judge={judge} />
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="link link-hover inline-flex items-center gap-0.5 opacity-80"
          aria-label={t('origin.linkLabel', { id: remoteId, judge: name })}
          title={t('origin.linkLabel', { id: remoteId, judge: name })}
          // Lists open a row's problem on a click anywhere in the row; this link leaves for the judge instead.
          onClick={(event) => event.stopPropagation()}
        >
          <LinkIcon size={12} />
          {!compact && <span>{t('origin.open', { judge: name })}</span>}
        </a>
      )}
    </span>
  );
}

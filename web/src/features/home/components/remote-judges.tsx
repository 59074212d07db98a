import { REMOTE_JUDGE_COLORS } from '@web/components/remote-judge/judge-colors';
import { Panel } from '@web/components/ui/panel';
import { useTranslation } from 'react-i18next';

/**
 * Spec 1 §2.6: the remote judges, as text badges in each site's colours (no external images); the
 * colours are the ones the remote problems' judge badges wear.
 */
const JUDGES = [
  { name: 'HDU', url: 'https://acm.hdu.edu.cn', className: REMOTE_JUDGE_COLORS.HDU },
  { name: 'POJ', url: 'http://poj.org', className: REMOTE_JUDGE_COLORS.POJ },
  { name: 'Codeforces', url: 'https://codeforces.com', className: REMOTE_JUDGE_COLORS.CF },
  { name: 'GYM', url: 'https://codeforces.com/gyms', className: REMOTE_JUDGE_COLORS.GYM },
  { name: 'AtCoder', url: 'https://atcoder.jp', className: REMOTE_JUDGE_COLORS.AC },
  { name: 'SPOJ', url: 'https://www.spoj.com', className: REMOTE_JUDGE_COLORS.SPOJ },
  { name: 'LibreOJ', url: 'https://loj.ac', className: REMOTE_JUDGE_COLORS.LOJ },
] as const;

export function RemoteJudges() {
  const { t } = useTranslation('home');
  return (
    <Panel className="shadow-sm" title={t('remoteJudges.title')}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
        {JUDGES.map((judge) => (
          <li key={judge.name}>
            <a
              href={judge.url}
              target="_blank"
              rel="noopener noreferrer"
              title={t('remoteJudges.visit', { name: judge.name })}
              className={`flex h-12 items-center justify-center rounded-box font-black tracking-wide shadow-sm transition hover:-translate-y-0.5 hover:shadow-md ${judge.className}`}
            >
              {judge.name}
            </a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

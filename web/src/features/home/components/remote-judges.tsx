import { Panel } from '@web/components/ui/panel';
import { useTranslation } from 'react-i18next';

/** Spec 1 §2.6: the remote judges, as text badges in each site's colours (no external images). */
const JUDGES = [
  { name: 'HDU', url: 'https://acm.hdu.edu.cn', className: 'bg-[#1a5cad] text-white' },
  { name: 'POJ', url: 'http://poj.org', className: 'bg-[#0e6e8c] text-white' },
  { name: 'Codeforces', url: 'https://codeforces.com', className: 'bg-[#1f8acb] text-white' },
  { name: 'GYM', url: 'https://codeforces.com/gyms', className: 'bg-[#b21f2d] text-white' },
  { name: 'AtCoder', url: 'https://atcoder.jp', className: 'bg-[#222] text-white' },
  { name: 'SPOJ', url: 'https://www.spoj.com', className: 'bg-[#2b7a3d] text-white' },
  { name: 'LibreOJ', url: 'https://loj.ac', className: 'bg-[#e0a100] text-black' },
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

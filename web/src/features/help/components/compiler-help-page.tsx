import { JUDGE_STATUS_INFO, type JudgeStatusCode } from '@contract/judge-status';
import type { Language } from '@contract/problem';
import { ChevronDownIcon } from '@web/components/icons';
import { JudgeStatusBadge } from '@web/components/judge-status-badge';
import { EmptyState } from '@web/components/ui/empty-state';
import { useTranslation } from 'react-i18next';

/** Verdicts in the order a submission meets them, then the rarer ones. */
const STATUS_ORDER: JudgeStatusCode[] = [5, 6, 7, 0, -1, -3, 1, 2, 3, -2, 8, 4, -4, 9, 10, -5, -10];
const TIPS = ['mainReturn', 'javaClass', 'int64', 'noSystemCalls'] as const;

export interface CompilerHelpPageProps {
  /** The site's own judge languages in display order (the problem area owns that query). */
  languages: readonly Language[];
  loading: boolean;
}

/** Spec 2 "Compiler help page": compilers of the site's own judge, verdicts and compile tips. */
export function CompilerHelpPage({ languages, loading }: CompilerHelpPageProps) {
  const { t } = useTranslation('help');
  const statuses = STATUS_ORDER.filter((code) => code in JUDGE_STATUS_INFO);

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="opacity-75">{t('intro')}</p>
      </header>

      <nav className="flex flex-wrap gap-2 text-sm" aria-label={t('toc')}>
        <a className="btn btn-sm btn-ghost" href="#compiler">
          {t('compilers.title')}
        </a>
        <a className="btn btn-sm btn-ghost" href="#results">
          {t('results.title')}
        </a>
        <a className="btn btn-sm btn-ghost" href="#tips">
          {t('tips.title')}
        </a>
      </nav>

      <section id="compiler" className="card scroll-mt-20 border border-base-300 bg-base-100">
        <div className="card-body gap-4 p-4 md:p-6">
          <h2 className="card-title">{t('compilers.title')}</h2>
          <p className="text-sm opacity-75">{t('compilers.intro')}</p>
          {loading ? (
            <div className="space-y-3">
              <div className="skeleton h-24 w-full" />
              <div className="skeleton h-24 w-full" />
            </div>
          ) : languages.length === 0 ? (
            <EmptyState>{t('compilers.empty')}</EmptyState>
          ) : (
            <div className="space-y-3">
              {languages.map((language) => (
                <details
                  key={language.id ?? language.name}
                  className="group rounded-box border border-base-300"
                  open={languages.length <= 3}
                >
                  <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
                    <span className="font-semibold">{language.name}</span>
                    {language.description && (
                      <span className="text-sm opacity-70">{language.description}</span>
                    )}
                    <span className="ml-auto hidden truncate font-mono text-xs opacity-60 md:inline md:max-w-md">
                      {language.compileCommand}
                    </span>
                    <ChevronDownIcon
                      size={16}
                      className="opacity-60 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <div className="space-y-3 border-t border-base-300 px-4 py-3">
                    <div>
                      <div className="mb-1 text-sm font-medium">{t('compilers.command')}</div>
                      <pre className="overflow-x-auto rounded-box bg-base-200 p-3 font-mono text-xs whitespace-pre-wrap break-all">
                        {language.compileCommand || t('compilers.noCompile')}
                      </pre>
                    </div>
                    {language.template && (
                      <div>
                        <div className="mb-1 text-sm font-medium">{t('compilers.template')}</div>
                        <pre className="max-h-80 overflow-auto rounded-box bg-base-200 p-3 font-mono text-xs">
                          {language.template}
                        </pre>
                      </div>
                    )}
                  </div>
                </details>
              ))}
            </div>
          )}
        </div>
      </section>

      <section id="results" className="card scroll-mt-20 border border-base-300 bg-base-100">
        <div className="card-body gap-4 p-4 md:p-6">
          <h2 className="card-title">{t('results.title')}</h2>
          <div className="overflow-x-auto">
            <table className="table">
              <thead>
                <tr>
                  <th>{t('results.status')}</th>
                  <th>{t('results.short')}</th>
                  <th>{t('results.meaning')}</th>
                </tr>
              </thead>
              <tbody>
                {statuses.map((code) => (
                  <tr key={code}>
                    <td className="whitespace-nowrap">
                      <JudgeStatusBadge status={code} />
                    </td>
                    <td className="font-mono">{JUDGE_STATUS_INFO[code].short}</td>
                    <td>{t(`results.explain.${code}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section id="tips" className="card scroll-mt-20 border border-base-300 bg-base-100">
        <div className="card-body gap-4 p-4 md:p-6">
          <h2 className="card-title">{t('tips.title')}</h2>
          <ol className="list-decimal space-y-3 pl-5">
            {TIPS.map((tip) => (
              <li key={tip}>
                <div className="font-medium">{t(`tips.${tip}.title`)}</div>
                <p className="text-sm opacity-80">{t(`tips.${tip}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}

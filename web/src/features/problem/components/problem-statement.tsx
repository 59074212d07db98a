import { PROBLEM_TYPE } from '@contract/limits';
import type { ProblemDetail } from '@contract/problem';
import { parseExamples } from '@contract/problem-rules';
import { REMOTE_JUDGE_INFO } from '@contract/remote-judge-info';
import { Markdown } from '@web/components/markdown';
import { RemoteProblemOrigin, remoteJudgeOf } from '@web/components/remote-judge/remote-judge-badge';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limitSummary, limitsForLanguage } from '../lib/limits';
import { CopyButton } from './copy-button';
import { DifficultyBadge } from './difficulty-badge';
import { TagBadge } from './tag-badge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="border-l-4 border-primary pl-2 text-base font-semibold text-primary">{title}</h2>
      <div className="pl-3">{children}</div>
    </section>
  );
}

interface ProblemStatementProps {
  detail: ProblemDetail;
  language: string | null;
  /** Links and actions shown under the title (submissions, statistic, discussion, focus). */
  actions: ReactNode;
  /** The caller's state of the problem, shown beside the title. */
  statusHint?: ReactNode;
}

export function ProblemStatement({ detail, language, actions, statusHint }: ProblemStatementProps) {
  const { t } = useTranslation(['problem', 'remoteJudge']);
  const { problem, tags } = detail;
  const remoteJudge = remoteJudgeOf(problem.problemId, problem.isRemote);
  const [showTags, setShowTags] = useState(false);
  const examples = useMemo(
    () => parseExamples(problem.examples, { trimEdgeNewlines: true }),
    [problem.examples],
  );
  const summary = limitSummary(problem);
  const current = language ? limitsForLanguage(problem, language) : null;

  return (
    <article className="space-y-6">
      <header className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 className="text-2xl font-bold break-words">
            <span className="mr-2 font-mono opacity-70">{problem.problemId}</span>
            {problem.title}
          </h1>
          {statusHint}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <DifficultyBadge difficulty={problem.difficulty} />
          <span className="badge badge-sm badge-outline">
            {problem.type === PROBLEM_TYPE.OI ? 'OI' : 'ACM'}
          </span>
          {problem.judgeMode !== 'default' && (
            <span className="badge badge-sm badge-info badge-soft">
              {t(`judgeMode.${problem.judgeMode}`)}
            </span>
          )}
          {problem.isRemote &&
            (remoteJudge ? (
              <RemoteProblemOrigin problemId={problem.problemId} isRemote />
            ) : (
              <span className="badge badge-sm badge-ghost">{t('detail.remote')}</span>
            ))}
          {problem.author && (
            <span className="opacity-70">
              {t('detail.author')}: {problem.author}
            </span>
          )}
        </div>
        <div className="overflow-x-auto rounded-box bg-base-200/70 text-sm" data-testid="problem-limits">
          <table className="table table-xs">
            {summary.other && (
              <thead>
                <tr>
                  <th />
                  <th>C/C++</th>
                  <th>{t('detail.otherLanguages')}</th>
                </tr>
              </thead>
            )}
            <tbody>
              <tr>
                <th className="font-medium">{t('detail.timeLimit')}</th>
                <td className="tabular-nums">{summary.base.timeLimit} ms</td>
                {summary.other && <td className="tabular-nums">{summary.other.timeLimit} ms</td>}
              </tr>
              <tr>
                <th className="font-medium">{t('detail.memoryLimit')}</th>
                <td className="tabular-nums">{summary.base.memoryLimit} MB</td>
                {summary.other && <td className="tabular-nums">{summary.other.memoryLimit} MB</td>}
              </tr>
            </tbody>
          </table>
          <div className="flex flex-wrap gap-x-4 gap-y-1 px-2 pb-2 text-xs">
            {remoteJudge && (
              <span className="basis-full" data-testid="remote-judged-on">
                {t('remoteJudge:origin.judgedOn', { judge: REMOTE_JUDGE_INFO[remoteJudge].name })}
              </span>
            )}
            {current && language && (
              <span data-testid="current-language-limits">
                <span className="opacity-70">{t('detail.forLanguage', { language })}: </span>
                <span className="font-mono">
                  {current.timeLimit} ms / {current.memoryLimit} MB
                </span>
              </span>
            )}
            {problem.isFileIO && (
              <span>
                <span className="opacity-70">{t('detail.fileIo')}: </span>
                <span className="font-mono">
                  {problem.ioReadFileName ?? 'stdin'} → {problem.ioWriteFileName ?? 'stdout'}
                </span>
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-1 gap-y-2">
          {actions}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-expanded={showTags}
            onClick={() => setShowTags((value) => !value)}
          >
            {showTags ? t('detail.hideTags') : t('detail.showTags')}
          </button>
        </div>
        {showTags && (
          <div className="flex flex-wrap gap-1.5">
            {tags.length === 0 ? (
              <span className="text-sm opacity-60">{t('detail.noTags')}</span>
            ) : (
              tags.map((tag) => <TagBadge key={tag.id} tag={tag} />)
            )}
          </div>
        )}
      </header>

      {problem.description && (
        <Section title={t('detail.description')}>
          <Markdown source={problem.description} />
        </Section>
      )}
      {problem.input && (
        <Section title={t('detail.input')}>
          <Markdown source={problem.input} />
        </Section>
      )}
      {problem.output && (
        <Section title={t('detail.output')}>
          <Markdown source={problem.output} />
        </Section>
      )}
      {examples.map((example, position) => (
        // Samples are numbered from 1 by their position, which never changes while shown.
        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the sample's identity
        <div key={position} className="grid gap-3 md:grid-cols-2">
          <ExampleBlock title={t('detail.sampleInput', { index: position + 1 })} text={example.input} />
          <ExampleBlock title={t('detail.sampleOutput', { index: position + 1 })} text={example.output} />
        </div>
      ))}
      {problem.hint && (
        <Section title={t('detail.hint')}>
          <Markdown source={problem.hint} />
        </Section>
      )}
      {problem.source && (
        <Section title={t('detail.source')}>
          <Markdown source={problem.source} />
        </Section>
      )}
    </article>
  );
}

function ExampleBlock({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('problem');
  return (
    <div className="min-w-0">
      <div className="mb-1 flex items-center justify-between">
        <h3 className="text-sm font-semibold">{title}</h3>
        <CopyButton text={text} label={t('copy.sample', { name: title })} />
      </div>
      <pre className="max-h-80 overflow-auto rounded-box border border-base-300 bg-base-200/60 p-3 font-mono text-sm whitespace-pre">
        {text}
      </pre>
    </div>
  );
}

import { LIMITS } from '@contract/limits';
import type { ProblemExample } from '@contract/problem-rules';
import { CodeEditor } from '@web/components/code-editor';
import { FileIcon, PlayIcon, RotateCcwIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ApiError } from '@web/lib/api-client';
import { useIsAuthenticated } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { toast } from '@web/lib/toast';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLastAcceptedCode } from '../api/get-last-ac-code';
import type { ProblemEditor } from '../lib/use-problem-editor';
import type { SubmitState } from '../lib/use-submit-judge';
import { validateCode } from '../lib/validate-code';
import { EditorSettingsMenu } from './editor-settings';
import { SubmitStatus } from './submit-status';
import { TestRunDrawer } from './test-run-drawer';

interface EditorPanelProps {
  editor: ProblemEditor;
  languages: string[];
  pid: number;
  cid?: number;
  isRemote: boolean;
  examples: ProblemExample[];
  submitState: SubmitState;
  onSubmit: () => void;
  /** Submitting is refused while the problem could not be loaded (spec 1 §8.2). */
  submitDisabled: boolean;
  /** The caller's state of the problem when nothing was submitted from this page yet. */
  statusHint?: ReactNode;
  /** Fills its parent's height (desktop split) or uses a fixed height (stacked mobile layout). */
  fill: boolean;
}

export function EditorPanel({
  editor,
  languages,
  pid,
  cid = 0,
  isRemote,
  examples,
  submitState,
  onSubmit,
  submitDisabled,
  statusHint,
  fill,
}: EditorPanelProps) {
  const { t } = useTranslation('problem');
  const authenticated = useIsAuthenticated();
  const [testOpen, setTestOpen] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const [lastAc, setLastAc] = useState<{ code: string; language: string } | null>(null);
  const [loadingLastAc, setLoadingLastAc] = useState(false);

  const requireLogin = () => {
    if (authenticated) return true;
    toast.error(t('common:errors.loginFirst'), { untilLogin: true });
    openAuthDialog('login');
    return false;
  };

  const fetchLastAc = async () => {
    if (!requireLogin()) return;
    setLoadingLastAc(true);
    try {
      const data = await getLastAcceptedCode(pid, cid);
      if (!data?.code) {
        toast.error(t('lastAc.never'), { duration: 4000 });
        return;
      }
      if (editor.isDirty && editor.code !== data.code) setLastAc(data);
      else editor.loadCode(data.code, data.language);
    } catch (error) {
      // The server refuses with 400 when the problem was never solved (spec 1 §5); other
      // failures (network, session) keep their own message.
      const refused = error instanceof ApiError && (error.kind === 'status' || error.httpStatus === 400);
      toast.error(refused || !(error instanceof ApiError) ? t('lastAc.never') : error.message, {
        duration: 4000,
      });
    } finally {
      setLoadingLastAc(false);
    }
  };

  const submitting = submitState.phase === 'submitting' || submitState.phase === 'judging';
  const trySubmit = () => {
    if (!requireLogin()) return;
    const problem = validateCode(editor.code);
    if (problem) {
      toast.error(t(`validation.${problem}`, { max: LIMITS.codeMaxLength }));
      return;
    }
    onSubmit();
  };

  return (
    <div className={`relative flex min-h-0 flex-col bg-base-100 ${fill ? 'h-full' : ''}`}>
      <div className="flex flex-wrap items-center gap-2 border-b border-base-300 px-3 py-2">
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only sm:not-sr-only">{t('editor.language')}</span>
          <select
            className="select select-sm w-44"
            value={editor.language ?? ''}
            aria-label={t('editor.language')}
            disabled={languages.length === 0}
            onChange={(event) => editor.setLanguage(event.target.value)}
            data-testid="language-select"
          >
            {languages.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            disabled={loadingLastAc}
            onClick={() => void fetchLastAc()}
            title={t('lastAc.action')}
          >
            {loadingLastAc ? <span className="loading loading-spinner loading-xs" /> : <FileIcon size={14} />}
            <span className="hidden xl:inline">{t('lastAc.action')}</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => setConfirmReset(true)}
            title={t('editor.reset')}
          >
            <RotateCcwIcon size={14} />
            <span className="hidden xl:inline">{t('editor.reset')}</span>
          </button>
          <EditorSettingsMenu
            theme={editor.theme}
            fontSize={editor.fontSize}
            tabSize={editor.tabSize}
            onChange={editor.setSettings}
          />
        </div>
      </div>

      <div className={`min-h-0 ${fill ? 'flex-1' : 'h-[60vh]'}`} data-testid="code-editor">
        <CodeEditor
          value={editor.code}
          onChange={editor.setCode}
          language={editor.language ?? undefined}
          theme={editor.theme}
          fontSize={editor.fontSize}
          tabSize={editor.tabSize}
          height="100%"
          className="h-full"
          ariaLabel={t('editor.label')}
        />
      </div>

      <TestRunDrawer
        open={testOpen}
        onClose={() => setTestOpen(false)}
        pid={pid}
        isRemote={isRemote}
        language={editor.language}
        code={editor.code}
        examples={examples}
        type={cid ? 'contest' : 'public'}
      />

      <div className="flex flex-wrap items-center gap-2 border-t border-base-300 px-3 py-2">
        {/* At least 12rem or a line of its own: squeezed beside the buttons on a phone, the
            status would wrap a word per line. */}
        <div className="min-w-0 flex-[1_1_12rem]">
          {submitState.phase === 'idle' ? statusHint : <SubmitStatus state={submitState} />}
        </div>
        <span
          className={`text-xs tabular-nums ${editor.code.length > LIMITS.codeMaxLength ? 'text-error' : 'opacity-70'}`}
        >
          {editor.code.length} / {LIMITS.codeMaxLength}
        </span>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-expanded={testOpen}
          onClick={() => setTestOpen((open) => !open)}
        >
          <PlayIcon size={14} /> {t('test.open')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-primary min-w-24"
          disabled={submitDisabled || submitting || !editor.language}
          onClick={trySubmit}
          data-testid="submit-code"
        >
          {submitting && <span className="loading loading-spinner loading-xs" />}
          {submitting ? t('submit.submitting') : t('submit.action')}
        </button>
      </div>

      <ConfirmDialog
        open={confirmReset}
        title={t('editor.reset')}
        message={t('editor.resetConfirm')}
        onConfirm={editor.resetToTemplate}
        closeOnConfirm
        onClose={() => setConfirmReset(false)}
      />
      <ConfirmDialog
        open={lastAc !== null}
        title={t('lastAc.action')}
        message={t('lastAc.replaceConfirm', { language: lastAc?.language ?? '' })}
        onConfirm={() => lastAc && editor.loadCode(lastAc.code, lastAc.language)}
        closeOnConfirm
        onClose={() => setLastAc(null)}
      />
    </div>
  );
}

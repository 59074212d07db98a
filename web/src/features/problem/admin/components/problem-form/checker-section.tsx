// daisyUI's radio styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/radio.css';
import { JUDGE_MODES, type JudgeMode } from '@contract/judge-status';
import type { Language } from '@contract/problem';
import { CodeEditor, defaultEditorTheme } from '@web/components/code-editor';
import { Field } from '@web/components/ui/field';
import { Modal } from '@web/components/ui/modal';
import { ApiError } from '@web/lib/api-client';
import { useTheme } from '@web/lib/theme';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compileChecker } from '../../api/compile-checker';
import { checkerChanged, checkerNeedsCompile, currentChecker } from '../../lib/problem-form';
import { ExtraFilesEditor } from './extra-files-editor';
import type { SectionProps } from './types';

const FALLBACK_CHECKER_LANGUAGES = ['C', 'C++'];

/**
 * Judge mode (general, special judge, interactive) with the checker or interactor code, its
 * language and a Compile button; new or changed code must compile before saving (spec 3 §4).
 */
export function CheckerSection({ form, update, languages, gid }: SectionProps & { languages: Language[] }) {
  const { t } = useTranslation('admin');
  const pageTheme = useTheme();
  const [info, setInfo] = useState<JudgeMode | null>(null);
  const [compiling, setCompiling] = useState(false);
  const [compileError, setCompileError] = useState<string | null>(null);
  const spjLanguages = languages.filter((l) => l.isSpj).map((l) => l.name);
  const checkerLanguages = spjLanguages.length > 0 ? spjLanguages : FALLBACK_CHECKER_LANGUAGES;
  const usesChecker = form.judgeMode !== 'default';
  const needsCompile = usesChecker && checkerNeedsCompile(form);
  const compiled = usesChecker && checkerChanged(form) && !needsCompile;

  const changeMode = (mode: JudgeMode) => {
    if (mode === form.judgeMode) return;
    update({ judgeMode: mode });
    setInfo(mode);
  };

  const compile = async () => {
    if (form.judgeMode === 'default') return;
    if (!form.spjCode.trim()) {
      toast.error(t('validation.checkerRequired'));
      return;
    }
    setCompiling(true);
    const snapshot = currentChecker(form);
    try {
      const files = form.judgeExtraFiles.filter((f) => f.name.trim());
      const result = await compileChecker({
        mode: form.judgeMode,
        code: snapshot.code,
        language: snapshot.language,
        extraFiles: files.length ? Object.fromEntries(files.map((f) => [f.name.trim(), f.content])) : null,
        pid: form.id ?? undefined,
        gid,
      });
      if (result.ok) {
        update({ compiledChecker: snapshot });
        toast.success(t('checker.compiled'));
      } else {
        update({ compiledChecker: null });
        setCompileError(result.message || t('checker.compileFailed'));
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setCompiling(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <Field label={t('form.judgeMode')}>
        <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={t('form.judgeMode')}>
          {JUDGE_MODES.map((mode) => (
            <label key={mode} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                className="radio radio-primary radio-sm"
                name="judgeMode"
                checked={form.judgeMode === mode}
                onChange={() => changeMode(mode)}
              />
              {t(`judgeMode.${mode}`)}
            </label>
          ))}
        </div>
      </Field>
      {usesChecker && (
        <div className="flex flex-col gap-3 rounded-box border border-base-300 p-3">
          <div className="flex flex-wrap items-end gap-3">
            <Field label={t('checker.language')} className="w-48">
              <select
                className="select select-sm w-full"
                aria-label={t('checker.language')}
                value={form.spjLanguage}
                onChange={(event) => update({ spjLanguage: event.target.value })}
              >
                {!checkerLanguages.includes(form.spjLanguage) && form.spjLanguage && (
                  <option value={form.spjLanguage}>{form.spjLanguage}</option>
                )}
                {checkerLanguages.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </Field>
            <button
              type="button"
              className="btn btn-sm btn-primary mb-1"
              disabled={compiling}
              onClick={() => void compile()}
            >
              {compiling && <span className="loading loading-spinner loading-xs" />}
              {t('checker.compile')}
            </button>
            <span
              className={`badge mb-2 ${needsCompile ? 'badge-warning' : compiled ? 'badge-success' : 'badge-ghost'}`}
              data-testid="checker-state"
            >
              {needsCompile
                ? t('checker.notCompiled')
                : compiled
                  ? t('checker.compiledBadge')
                  : t('checker.unchanged')}
            </span>
          </div>
          <div>
            <p className="mb-1 text-sm font-medium">
              {t(form.judgeMode === 'spj' ? 'checker.spjCode' : 'checker.interactiveCode')}
            </p>
            <CodeEditor
              value={form.spjCode}
              onChange={(code) => update({ spjCode: code })}
              language={form.spjLanguage}
              theme={defaultEditorTheme(pageTheme)}
              minHeight="260px"
              maxHeight="520px"
              ariaLabel={t(form.judgeMode === 'spj' ? 'checker.spjCode' : 'checker.interactiveCode')}
              className="rounded-box border border-base-300"
            />
          </div>
          <ExtraFilesEditor
            title={t('form.judgeExtraFiles')}
            hint={t('form.judgeExtraFilesHint')}
            files={form.judgeExtraFiles}
            onChange={(judgeExtraFiles) => update({ judgeExtraFiles })}
          />
        </div>
      )}
      <Modal
        open={info !== null}
        onClose={() => setInfo(null)}
        title={t('judgeModeInfo.title')}
        footer={
          <button type="button" className="btn btn-primary" onClick={() => setInfo(null)}>
            {t('judgeModeInfo.ok')}
          </button>
        }
      >
        <p className="text-sm leading-relaxed">{info ? t(`judgeModeInfo.${info}`) : ''}</p>
      </Modal>
      <Modal
        open={compileError !== null}
        onClose={() => setCompileError(null)}
        title={t('checker.compileError')}
        width={720}
      >
        <pre className="max-h-[60vh] overflow-auto rounded-box bg-base-200 p-3 text-xs whitespace-pre-wrap">
          {compileError}
        </pre>
      </Modal>
    </div>
  );
}

// daisyUI's radio styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/radio.css';
import { PROBLEM_TYPE } from '@contract/limits';
import { isSubtaskMode } from '@contract/problem-rules';
import { Field } from '@web/components/ui/field';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { Toggle } from '@web/components/ui/toggle';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadTestcaseZip } from '../../api/upload-testcase-zip';
import { type CaseRow, judgeCaseModesFor, spreadRows } from '../../lib/problem-form';
import type { SectionProps } from './types';

const EMPTY_CASE: CaseRow = { input: '', output: '', score: '', groupNum: '' };

const formatSize = (bytes: number | undefined) =>
  bytes === undefined ? '' : bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;

/** Judge case mode, the judge samples (zip upload or typed in) and the judging switches. */
export function CasesSection({ form, update, gid }: SectionProps) {
  const { t } = useTranslation('admin');
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const isOi = form.type === PROBLEM_TYPE.OI;
  const subtask = isSubtaskMode(form.judgeCaseMode);
  const listKey = form.isUploadCase ? 'uploadedCases' : 'manualCases';
  const cases = form.isUploadCase ? form.uploadedCases : form.manualCases;

  const setCase = (index: number, patch: Partial<CaseRow>) =>
    update((f) => ({
      [listKey]: (f.isUploadCase ? f.uploadedCases : f.manualCases).map((c, i) =>
        i === index ? { ...c, ...patch } : c,
      ),
    }));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const result = await uploadTestcaseZip(file, form.judgeCaseMode, {
        onProgress: (p) => setProgress(p.percent),
        gid,
      });
      const rows: CaseRow[] = result.fileList.map((f) => ({
        input: f.input,
        output: f.output,
        inputSize: f.inputSize,
        outputSize: f.outputSize,
        score: f.score === null || f.score === undefined ? '' : String(f.score),
        groupNum: f.groupNum === undefined || f.groupNum === null ? '' : String(f.groupNum),
      }));
      // Spec 3 §4: uploaded cases share 100 points evenly (the server sends them so; fill in if not).
      const scored = rows.some((r) => r.score === '') ? spreadRows(rows) : rows;
      update({ uploadedCases: scored, uploadTestcaseDir: result.fileListDir });
      toast.success(t('cases.uploaded', { count: rows.length }));
      if (result.ignoredFiles?.length) {
        toast.info(t('cases.ignored', { files: result.ignoredFiles.slice(0, 10).join(', ') }), {
          duration: 8000,
        });
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.kind === 'aborted') return;
      const message =
        error.kind === 'network' || error.kind === 'timeout' || !error.message
          ? t('cases.uploadFailed')
          : error.message;
      toast.error(message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 md:grid-cols-2">
        <Field label={t('form.judgeCaseMode')} htmlFor="judgeCaseMode">
          <select
            id="judgeCaseMode"
            className="select select-sm w-full"
            value={form.judgeCaseMode}
            onChange={(event) => update({ judgeCaseMode: event.target.value as typeof form.judgeCaseMode })}
          >
            {judgeCaseModesFor(form.type).map((mode) => (
              <option key={mode} value={mode}>
                {t(
                  mode === 'default'
                    ? `judgeCaseMode.default${isOi ? 'Oi' : 'Acm'}`
                    : `judgeCaseMode.${mode}`,
                )}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('form.caseSource')}>
          <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={t('form.caseSource')}>
            {[true, false].map((upload) => (
              <label key={String(upload)} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  className="radio radio-primary radio-sm"
                  name="caseSource"
                  checked={form.isUploadCase === upload}
                  onChange={() => update({ isUploadCase: upload })}
                />
                {t(upload ? 'cases.uploadMode' : 'cases.manualMode')}
              </label>
            ))}
          </div>
        </Field>
      </div>

      {form.isUploadCase && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={fileId} className="btn btn-sm btn-primary">
              {t('cases.chooseZip')}
            </label>
            <input
              ref={fileRef}
              id={fileId}
              type="file"
              accept=".zip,application/zip"
              className="sr-only"
              data-testid="testcase-zip"
              disabled={progress !== null}
              onChange={(event) => void upload(event)}
            />
            <span className="text-xs opacity-70">{t('cases.zipHint')}</span>
          </div>
          {progress !== null && <ProgressBar percent={progress} label={t('cases.uploading')} />}
        </div>
      )}

      {isOi && cases.length > 0 && (
        <div className="flex items-center justify-between gap-2 text-sm">
          <span>
            {t('cases.totalScore', {
              total: cases.reduce((sum, c) => sum + (Number.parseInt(c.score, 10) || 0), 0),
            })}
          </span>
          <button
            type="button"
            className="btn btn-xs btn-outline"
            onClick={() =>
              update((f) => {
                const list = f.isUploadCase ? f.uploadedCases : f.manualCases;
                return { [listKey]: spreadRows(list) };
              })
            }
          >
            {t('cases.spread')}
          </button>
        </div>
      )}

      {form.isUploadCase ? (
        cases.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="table table-sm">
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t('cases.inputFile')}</th>
                  <th>{t('cases.outputFile')}</th>
                  {isOi && <th>{t('cases.score')}</th>}
                  {subtask && <th>{t('cases.group')}</th>}
                </tr>
              </thead>
              <tbody>
                {cases.map((c, index) => (
                  <tr key={`${c.input}-${c.id ?? index}`}>
                    <td>{index + 1}</td>
                    <td className="font-mono">
                      {c.input} <span className="text-xs opacity-60">{formatSize(c.inputSize)}</span>
                    </td>
                    <td className="font-mono">
                      {c.output} <span className="text-xs opacity-60">{formatSize(c.outputSize)}</span>
                    </td>
                    {isOi && (
                      <td>
                        <input
                          className="input input-xs w-20"
                          inputMode="numeric"
                          aria-label={t('cases.scoreN', { n: index + 1 })}
                          value={c.score}
                          onChange={(event) => setCase(index, { score: event.target.value })}
                        />
                      </td>
                    )}
                    {subtask && (
                      <td>
                        <input
                          className="input input-xs w-20"
                          inputMode="numeric"
                          aria-label={t('cases.groupN', { n: index + 1 })}
                          value={c.groupNum}
                          onChange={(event) => setCase(index, { groupNum: event.target.value })}
                        />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm opacity-60">{t('cases.noneUploaded')}</p>
        )
      ) : (
        <div className="flex flex-col gap-3">
          {cases.map((c, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: manual cases have no identity but their place
            <div key={index} className="rounded-box border border-base-300 p-3">
              <div className="mb-2 flex flex-wrap items-center gap-3">
                <span className="text-sm font-medium">{t('cases.caseN', { n: index + 1 })}</span>
                {isOi && (
                  <label className="flex items-center gap-1 text-sm">
                    {t('cases.score')}
                    <input
                      className="input input-xs w-20"
                      inputMode="numeric"
                      aria-label={t('cases.scoreN', { n: index + 1 })}
                      value={c.score}
                      onChange={(event) => setCase(index, { score: event.target.value })}
                    />
                  </label>
                )}
                {subtask && (
                  <label className="flex items-center gap-1 text-sm">
                    {t('cases.group')}
                    <input
                      className="input input-xs w-20"
                      inputMode="numeric"
                      aria-label={t('cases.groupN', { n: index + 1 })}
                      value={c.groupNum}
                      onChange={(event) => setCase(index, { groupNum: event.target.value })}
                    />
                  </label>
                )}
                <button
                  type="button"
                  className="btn btn-ghost btn-xs ml-auto text-error"
                  onClick={() =>
                    update((f) => ({ manualCases: f.manualCases.filter((_, i) => i !== index) }))
                  }
                >
                  {t('actions.delete')}
                </button>
              </div>
              <div className="grid gap-3 md:grid-cols-2">
                <textarea
                  className="textarea w-full font-mono text-sm"
                  rows={3}
                  placeholder={t('cases.input')}
                  aria-label={t('cases.inputN', { n: index + 1 })}
                  value={c.input}
                  onChange={(event) => setCase(index, { input: event.target.value })}
                />
                <textarea
                  className="textarea w-full font-mono text-sm"
                  rows={3}
                  placeholder={t('cases.output')}
                  aria-label={t('cases.outputN', { n: index + 1 })}
                  value={c.output}
                  onChange={(event) => setCase(index, { output: event.target.value })}
                />
              </div>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-sm btn-outline self-start"
            onClick={() => update((f) => ({ manualCases: [...f.manualCases, { ...EMPTY_CASE }] }))}
          >
            {t('cases.add')}
          </button>
        </div>
      )}

      <div className="grid gap-3 md:grid-cols-2">
        <Toggle
          label={t('form.isRemoveEndBlank')}
          checked={form.isRemoveEndBlank}
          onChange={(isRemoveEndBlank) => update({ isRemoveEndBlank })}
        />
        <Toggle
          label={t('form.openCaseResult')}
          checked={form.openCaseResult}
          onChange={(openCaseResult) => update({ openCaseResult })}
        />
      </div>
    </div>
  );
}

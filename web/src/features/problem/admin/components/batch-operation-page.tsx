// daisyUI's fileinput styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/fileinput.css';
import type { ImportFormat, ImportProgress } from '@contract/problem-import';
import { useQueryClient } from '@tanstack/react-query';
import { CloseIcon } from '@web/components/icons';
import { Field } from '@web/components/ui/field';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { SearchBox } from '@web/components/ui/search-box';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { exportProblems } from '../api/downloads';
import { useAdminProblemList } from '../api/get-admin-problem-list';
import {
  type DuplicatePolicy,
  getImportProgress,
  IMPORT_ACCEPT,
  importProblems,
  newImportId,
} from '../api/import-problems';

const POLL_MS = 800;
/** The contract's IMPORT_FORMATS in the order of spec 3 §2: QDUOJ, FPS, Hydro, then our own archive. */
const FORMAT_ORDER: ImportFormat[] = ['qduoj', 'fps', 'hydro', 'hoj'];

type ImportStage =
  | { stage: 'idle' }
  | { stage: 'uploading'; percent: number; importId: string; progress: ImportProgress | null }
  | { stage: 'processing'; importId: string; progress: ImportProgress | null }
  | { stage: 'finished'; progress: ImportProgress };

function ImportPanel() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const fileId = useId();
  const [format, setFormat] = useState<ImportFormat>('qduoj');
  const [file, setFile] = useState<File | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicatePolicy>('refuse');
  const [state, setState] = useState<ImportStage>({ stage: 'idle' });
  const fileRef = useRef<HTMLInputElement>(null);
  const running = state.stage === 'uploading' || state.stage === 'processing';
  const importId = running ? state.importId : null;

  // While the server works, its progress record is polled until the import ends.
  useEffect(() => {
    if (!importId) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      getImportProgress(importId, controller.signal).then(
        (progress) =>
          setState((current) =>
            (current.stage === 'uploading' || current.stage === 'processing') && current.importId === importId
              ? { ...current, progress }
              : current,
          ),
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [importId]);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || running) return;
    const id = newImportId();
    setState({ stage: 'uploading', percent: 0, importId: id, progress: null });
    try {
      const result = await importProblems(format, file, id, {
        duplicate,
        onProgress: ({ percent }) =>
          setState((current) =>
            current.stage === 'uploading'
              ? percent >= 100
                ? { stage: 'processing', importId: id, progress: current.progress }
                : { ...current, percent }
              : current,
          ),
      });
      const progress = result ?? (await getImportProgress(id).catch(() => null));
      if (progress) setState({ stage: 'finished', progress });
      else setState({ stage: 'idle' });
      if (!progress || progress.state === 'done') {
        toast.success(t('batch.importDone', { count: progress?.problems.length ?? 0 }));
        await queryClient.invalidateQueries({ queryKey: ['admin', 'problem'] });
      }
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const failed = error.data as ImportProgress | null;
      if (failed && typeof failed === 'object' && 'state' in failed) {
        setState({ stage: 'finished', progress: failed });
        toast.error(failed.message || error.message);
        return;
      }
      const latest = await getImportProgress(id).catch(() => null);
      if (latest && latest.state !== 'running') setState({ stage: 'finished', progress: latest });
      else setState({ stage: 'idle' });
      const message =
        error.kind === 'network' || error.kind === 'timeout' || !error.message
          ? t('batch.uploadFailed')
          : error.message;
      toast.error(message);
    }
  };

  const progress = state.stage === 'idle' ? null : state.progress;
  return (
    <Panel title={t('batch.importTitle')}>
      <form className="flex flex-col gap-3" onSubmit={(event) => void start(event)}>
        <div className="grid gap-3 md:grid-cols-2">
          <Field label={t('batch.format')} htmlFor="import-format">
            <select
              id="import-format"
              className="select w-full"
              value={format}
              disabled={running}
              onChange={(event) => {
                setFormat(event.target.value as ImportFormat);
                setFile(null);
                if (fileRef.current) fileRef.current.value = '';
              }}
            >
              {FORMAT_ORDER.map((f) => (
                <option key={f} value={f}>
                  {t(`batch.formats.${f}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('batch.file')} htmlFor={fileId} hint={t(`batch.formatHint.${format}`)}>
            <input
              ref={fileRef}
              id={fileId}
              type="file"
              className="file-input w-full"
              accept={IMPORT_ACCEPT[format]}
              disabled={running}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Field>
        </div>
        <Field label={t('batch.duplicate')} htmlFor="import-duplicate">
          <select
            id="import-duplicate"
            className="select w-full md:w-auto"
            value={duplicate}
            disabled={running}
            onChange={(event) => setDuplicate(event.target.value as DuplicatePolicy)}
          >
            <option value="refuse">{t('batch.duplicateRefuse')}</option>
            <option value="rename">{t('batch.duplicateRename')}</option>
          </select>
        </Field>
        <div>
          <button type="submit" className="btn btn-primary" disabled={!file || running}>
            {running && <span className="loading loading-spinner loading-sm" />}
            {t('batch.import')}
          </button>
        </div>
        {state.stage === 'uploading' && <ProgressBar percent={state.percent} label={t('batch.uploading')} />}
        {progress && (
          <div className="flex flex-col gap-2 rounded-box border border-base-300 p-3" aria-live="polite">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="font-medium">
                {t(`batch.phase.${progress.phase}`)}{' '}
                <span
                  className={`badge badge-sm ${progress.state === 'failed' ? 'badge-error' : progress.state === 'done' ? 'badge-success' : 'badge-info'}`}
                >
                  {t(`batch.state.${progress.state}`)}
                </span>
              </span>
              <span className="tabular-nums opacity-80" data-testid="import-count">
                {t('batch.doneOfTotal', { done: progress.done, total: progress.total })}
              </span>
            </div>
            <ProgressBar
              percent={progress.total > 0 ? (progress.done / progress.total) * 100 : 0}
              label={t('batch.importProgress')}
            />
            {progress.message && (
              <p className={`text-sm ${progress.state === 'failed' ? 'text-error' : ''}`}>
                {progress.message}
              </p>
            )}
            {progress.warnings.length > 0 && (
              <details className="text-sm">
                <summary className="cursor-pointer">
                  {t('batch.warnings', { count: progress.warnings.length })}
                </summary>
                <ul className="mt-1 list-disc pl-5 text-xs opacity-80">
                  {progress.warnings.map((warning, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: warnings may repeat
                    <li key={index}>{warning}</li>
                  ))}
                </ul>
              </details>
            )}
            {progress.problems.length > 0 && (
              <div className="text-sm">
                <p className="font-medium">{t('batch.created', { count: progress.problems.length })}</p>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {progress.problems.map((p) => (
                    <li key={p.id}>
                      <Link
                        to={paths.adminProblemEdit(p.id)}
                        className="badge badge-outline hover:badge-primary"
                      >
                        {p.problemId} · {p.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </form>
    </Panel>
  );
}

const EXPORT_PAGE_SIZE = 10;

function ExportPanel() {
  const { t } = useTranslation('admin');
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ keyword: '', currentPage: 1 });
  const [selected, setSelected] = useState<Map<number, string>>(() => new Map());
  const [exporting, setExporting] = useState(false);
  const list = useAdminProblemList({
    currentPage: query.currentPage,
    limit: EXPORT_PAGE_SIZE,
    keyword: query.keyword || undefined,
  });
  const rows = list.data?.records ?? [];

  const toggle = (id: number, label: string, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(id, label);
      else next.delete(id);
      return next;
    });

  const runExport = async () => {
    if (selected.size === 0) {
      toast.warning(t('batch.exportNeedsOne'));
      return;
    }
    setExporting(true);
    try {
      await exportProblems([...selected.keys()]);
      toast.success(t('batch.exportStarted'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setExporting(false);
    }
  };

  return (
    <Panel
      title={t('batch.exportTitle')}
      actions={
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={exporting}
          onClick={() => void runExport()}
        >
          {exporting && <span className="loading loading-spinner loading-xs" />}
          {t('batch.export', { count: selected.size })}
        </button>
      }
    >
      <SearchBox
        variant="compact"
        value={keyword}
        label={t('problemList.keyword')}
        onChange={setKeyword}
        onSearch={(value) => setQuery({ keyword: value, currentPage: 1 })}
        inputClassName="w-full max-w-xs"
      />
      {selected.size > 0 && (
        <div className="flex flex-wrap gap-2">
          {[...selected].map(([id, label]) => (
            <span key={id} className="badge badge-primary h-auto gap-1">
              {label}
              <button
                type="button"
                className="btn btn-ghost btn-xs btn-circle min-h-0"
                aria-label={t('batch.unselect', { name: label })}
                onClick={() => toggle(id, label, false)}
              >
                <CloseIcon size={12} />
              </button>
            </span>
          ))}
        </div>
      )}
      <ul className="divide-y divide-base-300 rounded-box border border-base-300">
        {rows.map((row) => {
          const label = `${row.problemId} · ${row.title}`;
          return (
            <li key={row.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-base-200">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={selected.has(row.id)}
                  onChange={(event) => toggle(row.id, label, event.target.checked)}
                />
                <span className="font-mono text-sm opacity-80">{row.problemId}</span>
                <span className="min-w-0 truncate">{row.title}</span>
              </label>
            </li>
          );
        })}
        {rows.length === 0 && !list.isFetching && (
          <li className="px-3 py-6 text-center text-sm opacity-60">{t('common:states.noData')}</li>
        )}
      </ul>
      <Pagination
        simple
        page={query.currentPage}
        pageSize={EXPORT_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onChange={(currentPage) => setQuery((q) => ({ ...q, currentPage }))}
      />
    </Panel>
  );
}

/** /admin/problem/batch-operation: import archives with progress, export chosen problems (spec 3 §2). */
export function BatchOperationPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-bold">{t('title.batch')}</h1>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <ImportPanel />
        <ExportPanel />
      </div>
    </div>
  );
}

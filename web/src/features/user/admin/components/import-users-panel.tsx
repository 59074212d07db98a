// daisyUI's fileinput styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/fileinput.css';
import { type ImportRowError, type ImportUsersResult, USER_BATCH_MAX } from '@contract/account-admin';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_LIST_KEY } from '../api/get-user-list';
import { importUsers } from '../api/import-users';
import { IMPORT_COLUMNS, parseCsv } from '../lib/csv';

/**
 * CSV import (spec 3 "User admin"): a UTF-8 file of up to seven columns without a header, shown
 * as a preview; the server checks every row and, on any error, creates nobody and names the rows.
 */
export function ImportUsersPanel() {
  const { t } = useTranslation('userAdmin');
  const queryClient = useQueryClient();
  const inputId = useId();
  // A new input after each import or clear, so choosing the same file again reads it again.
  const [inputGeneration, setInputGeneration] = useState(0);
  const [fileName, setFileName] = useState('');
  const [rows, setRows] = useState<string[][]>([]);
  const [errors, setErrors] = useState<ImportRowError[]>([]);
  const [busy, setBusy] = useState(false);
  const errorOf = new Map(errors.map((error) => [error.row, error.msg]));
  const tooMany = rows.length > USER_BATCH_MAX;
  const wide = rows.some((row) => row.length > IMPORT_COLUMNS.length);

  const choose = async (file: File | undefined) => {
    setErrors([]);
    if (!file) return;
    setFileName(file.name);
    setRows(parseCsv(await file.text()));
  };

  const clear = () => {
    setRows([]);
    setErrors([]);
    setFileName('');
    setInputGeneration((generation) => generation + 1);
  };

  const submit = async () => {
    setBusy(true);
    setErrors([]);
    try {
      const result = await importUsers(rows);
      toast.success(t('import.done', { created: result.created, skipped: result.skipped }));
      clear();
      await queryClient.invalidateQueries({ queryKey: USER_LIST_KEY });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const data = error.data as ImportUsersResult | null;
      setErrors(data?.errors ?? []);
      toast.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm opacity-80">{t('import.hint', { max: USER_BATCH_MAX })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('import.file')}
        </label>
        <input
          id={inputId}
          key={inputGeneration}
          type="file"
          accept=".csv,text/csv"
          className="file-input file-input-sm w-full max-w-xs"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {rows.length > 0 && (
          <>
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={busy || tooMany || wide}
              onClick={() => void submit()}
            >
              {busy && <span className="loading loading-spinner loading-sm" />}
              {t('import.submit', { count: rows.length })}
            </button>
            <button type="button" className="btn btn-sm btn-ghost" onClick={clear}>
              {t('import.clear')}
            </button>
          </>
        )}
      </div>
      {fileName && rows.length === 0 && <p className="text-sm text-warning">{t('import.empty')}</p>}
      {tooMany && <p className="text-sm text-error">{t('import.tooMany', { max: USER_BATCH_MAX })}</p>}
      {wide && <p className="text-sm text-error">{t('import.tooWide')}</p>}
      {errors.length > 0 && (
        <p className="text-sm text-error" role="alert">
          {t('import.failed', { count: errors.length })}
        </p>
      )}
      {rows.length > 0 && (
        <div className="max-h-96 overflow-auto rounded-box border border-base-300">
          <table className="table table-xs table-pin-rows" aria-label={t('import.preview')}>
            <thead>
              <tr>
                <th>#</th>
                {IMPORT_COLUMNS.map((column) => (
                  <th key={column}>{t(`fields.${column}`)}</th>
                ))}
                <th>{t('import.result')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const number = index + 1;
                const skipped = !row[0]?.trim() || !row[1]?.trim();
                const problem = errorOf.get(number);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position in the file
                  <tr key={index} className={problem ? 'bg-error/10' : skipped ? 'opacity-50' : undefined}>
                    <td>{number}</td>
                    {IMPORT_COLUMNS.map((column, i) => (
                      <td key={column} className="max-w-40 truncate">
                        {column === 'password' && row[i] ? '••••••' : (row[i] ?? '')}
                      </td>
                    ))}
                    <td className={problem ? 'text-error' : undefined}>
                      {problem ?? (skipped ? t('import.skipped') : '')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

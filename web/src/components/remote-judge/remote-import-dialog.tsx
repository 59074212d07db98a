import { REMOTE_JUDGE_INFO, REMOTE_JUDGES, type RemoteJudge } from '@contract/remote-judge-info';
import { Modal } from '@web/components/ui/modal';
import { ApiError, messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RemoteImportRequest {
  judge: RemoteJudge;
  /** The judge's own id of the problem (`1A`), trimmed and checked against the judge's format. */
  problemId: string;
  /** Only when the dialog asks for one (a contest's display id), trimmed and never empty. */
  displayId?: string;
}

export interface RemoteImportDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Sends the import (a silent call: the dialog shows the failure itself) and refreshes the
   * caller's list. Aborted through `signal` when the dialog closes first.
   */
  onImport: (request: RemoteImportRequest, signal: AbortSignal) => Promise<unknown>;
  /** Also asks where the problem goes, under this label (a contest's display id). */
  displayIdLabel?: string;
}

/**
 * The admin dialog importing a problem from a remote judge (spec 3 §1): the judge, its own
 * problem id, then the import, which fetches the statement from the judge and can take a while.
 * One dialog for the problem bank, contests and trainings; each caller brings its own call.
 */
export function RemoteImportDialog({ open, onClose, onImport, displayIdLabel }: RemoteImportDialogProps) {
  const { t } = useTranslation('remoteJudge');
  return (
    <Modal open={open} onClose={onClose} title={t('import.title')} closeOnBackdrop={false}>
      <RemoteImportForm onClose={onClose} onImport={onImport} displayIdLabel={displayIdLabel} />
    </Modal>
  );
}

type FieldErrors = Partial<Record<'problemId' | 'displayId', string>>;

/** Lives only while the dialog is open, so each opening starts from an empty form. */
function RemoteImportForm({ onClose, onImport, displayIdLabel }: Omit<RemoteImportDialogProps, 'open'>) {
  const { t } = useTranslation('remoteJudge');
  const ids = { judge: useId(), problemId: useId(), displayId: useId() };
  const [judge, setJudge] = useState<RemoteJudge>('CF');
  const [problemId, setProblemId] = useState('');
  const [displayId, setDisplayId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [importing, setImporting] = useState<{ judge: RemoteJudge; problemId: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const info = REMOTE_JUDGE_INFO[judge];

  // Closing the dialog abandons the wait; nothing may act on the answer of an import it no longer shows.
  useEffect(() => () => controller.current?.abort(), []);

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    const id = problemId.trim();
    if (!id) found.problemId = t('import.idRequired');
    else if (!info.idPattern.test(id))
      found.problemId = t('import.idInvalid', { judge: info.name, example: info.idExample });
    if (displayIdLabel !== undefined && !displayId.trim())
      found.displayId = t('import.displayIdRequired', { field: displayIdLabel });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (importing) return;
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (found.problemId || found.displayId) return;
    const request: RemoteImportRequest = { judge, problemId: problemId.trim() };
    if (displayIdLabel !== undefined) request.displayId = displayId.trim();
    const abort = new AbortController();
    controller.current = abort;
    setImporting({ judge, problemId: request.problemId });
    try {
      await onImport(request, abort.signal);
      toast.success(t('import.imported', { problem: request.problemId, judge: info.name }));
      onClose();
    } catch (error) {
      if (abort.signal.aborted || (error instanceof ApiError && error.kind === 'aborted')) return;
      // A refused import is the server's message, shown below; anything else is a bug worth the console.
      if (!(error instanceof ApiError)) console.error('Remote problem import failed', error);
      setFailure(messageOf(error, t('import.failed')));
    } finally {
      if (!abort.signal.aborted) setImporting(null);
    }
  };

  const busy = importing !== null;
  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={(event) => void submit(event)}>
      <div className="fieldset py-1">
        <label htmlFor={ids.judge} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
          {t('import.judge')}
        </label>
        <select
          id={ids.judge}
          className="select w-full"
          value={judge}
          disabled={busy}
          onChange={(event) => {
            setJudge(event.target.value as RemoteJudge);
            setErrors({});
          }}
        >
          {REMOTE_JUDGES.map((key) => (
            <option key={key} value={key}>
              {REMOTE_JUDGE_INFO[key].name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id={ids.problemId}
        label={t('import.problemId')}
        value={problemId}
        placeholder={t('import.idPlaceholder', { example: info.idExample })}
        hint={t('import.idHint', { judge: info.name, example: info.idExample })}
        error={errors.problemId}
        disabled={busy}
        maxLength={50}
        onChange={setProblemId}
      />
      {displayIdLabel !== undefined && (
        <TextField
          id={ids.displayId}
          label={displayIdLabel}
          value={displayId}
          error={errors.displayId}
          disabled={busy}
          maxLength={20}
          onChange={setDisplayId}
        />
      )}
      {importing && (
        <div role="status" className="flex items-center gap-2 text-sm" data-testid="remote-import-progress">
          <span className="loading loading-spinner loading-sm text-primary" aria-hidden="true" />
          {t('import.fetching', {
            problem: importing.problemId,
            judge: REMOTE_JUDGE_INFO[importing.judge].name,
          })}
        </div>
      )}
      {failure && (
        <div role="alert" className="alert alert-error alert-soft text-sm whitespace-pre-wrap">
          {failure}
        </div>
      )}
      <div className="modal-action mt-2">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common:actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {t('import.submit')}
        </button>
      </div>
    </form>
  );
}

function TextField({
  id,
  label,
  value,
  placeholder,
  hint,
  error,
  disabled,
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  disabled: boolean;
  /** The contract's bound on the field. */
  maxLength: number;
  onChange: (value: string) => void;
}) {
  const messageId = `${id}-message`;
  return (
    <div className="fieldset py-1">
      <label htmlFor={id} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={`input w-full font-mono ${error ? 'input-error' : ''}`}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {(error || hint) && (
        <p
          id={messageId}
          className={`text-xs ${error ? 'text-error' : 'opacity-70'}`}
          role={error ? 'alert' : undefined}
        >
          {error || hint}
        </p>
      )}
    </div>
  );
}

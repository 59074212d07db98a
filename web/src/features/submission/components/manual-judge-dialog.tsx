// daisyUI's radio styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/radio.css';
import { JudgeStatusBadge } from '@web/components/judge-status-badge';
import { Modal } from '@web/components/ui/modal';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { manualJudge } from '../api/admin-judge';
import { canConfirmManualJudge, initialManualChoice, MANUAL_JUDGE_OPTIONS } from '../lib/manual-judge';
import type { Submission } from '../types';

interface ManualJudgeDialogProps {
  open: boolean;
  onClose: () => void;
  submission: Submission;
  /** OI problems take a score with the verdict. */
  withScore: boolean;
  onDone: () => void;
}

/** Spec 1 §4 manual judge: the super admin sets a verdict (and a score for OI). */
export function ManualJudgeDialog({ open, onClose, submission, withScore, onDone }: ManualJudgeDialogProps) {
  const { t } = useTranslation('submission');
  const id = useId();
  const [choice, setChoice] = useState<number | null>(initialManualChoice(submission.status));
  const [score, setScore] = useState(String(submission.score ?? 0));
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setChoice(initialManualChoice(submission.status));
    setScore(String(submission.score ?? 0));
  }, [open, submission.status, submission.score]);

  const scoreValue = Number(score);
  const scoreValid = !withScore || (score.trim() !== '' && Number.isInteger(scoreValue) && scoreValue >= 0);

  const save = async () => {
    if (choice === null) return;
    setSaving(true);
    try {
      await manualJudge(submission.submitId, choice, withScore ? scoreValue : null);
      onDone();
      onClose();
    } catch {
      // The api client has told the user why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('manual.title', { id: submission.submitId })}
      width={580}
      closeOnBackdrop={false}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!canConfirmManualJudge(choice) || !scoreValid || saving}
            onClick={() => void save()}
          >
            {saving && <span className="loading loading-spinner loading-xs" />}
            {t('manual.modify')}
          </button>
        </>
      }
    >
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm opacity-70">{t('manual.choose')}</legend>
        <div className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {MANUAL_JUDGE_OPTIONS.map((option) => (
            <label
              key={option.status}
              className={`flex items-center gap-2 rounded px-2 py-1 ${option.disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:bg-base-200'}`}
            >
              <input
                type="radio"
                className="radio radio-sm"
                name={`${id}-status`}
                value={option.status}
                checked={choice === option.status || (option.disabled && submission.status === option.status)}
                disabled={option.disabled}
                onChange={() => setChoice(option.status)}
              />
              <JudgeStatusBadge status={option.status} />
            </label>
          ))}
        </div>
      </fieldset>
      {withScore && (
        <label className="mt-4 flex items-center gap-3" htmlFor={`${id}-score`}>
          <span className="text-sm font-medium">{t('manual.score')}</span>
          <input
            id={`${id}-score`}
            type="number"
            min={0}
            step={1}
            className={`input input-sm w-32 ${scoreValid ? '' : 'input-error'}`}
            value={score}
            onChange={(event) => setScore(event.target.value)}
          />
        </label>
      )}
    </Modal>
  );
}

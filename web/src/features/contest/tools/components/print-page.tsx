import { PRINT_TEXT_MIN } from '@contract/contest-activity';
import { useMutation } from '@tanstack/react-query';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/lib/toast';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { submitPrintText } from '../api/submit-print-text';

/** Spec 2 §5: not empty, and at least 50 characters. Answers the message key, or null. */
export function printTextError(content: string): 'print.empty' | 'print.tooShort' | null {
  if (content.trim() === '') return 'print.empty';
  if (content.length < PRINT_TEXT_MIN) return 'print.tooShort';
  return null;
}

/** The Print tab: text sent to the organisers' printer. */
export function PrintPage() {
  const { t } = useTranslation('contestTools');
  const contestId = useParams().contestID ?? '';
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: () => submitPrintText({ cid: Number(contestId), content }),
    onSuccess: () => toast.success(t('print.success')),
  });

  return (
    <Panel title={t('print.title')}>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = printTextError(content);
          setError(problem && t(problem, { count: PRINT_TEXT_MIN }));
          if (!problem) submit.mutate();
        }}
      >
        <label htmlFor={id} className="text-sm font-medium">
          {t('print.content')}
        </label>
        <textarea
          id={id}
          className={`textarea min-h-72 w-full font-mono text-sm ${error ? 'textarea-error' : ''}`}
          value={content}
          placeholder={t('print.placeholder')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setContent(event.target.value);
            if (error) setError(null);
          }}
        />
        {error && (
          <p role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={submit.isPending}>
            {submit.isPending && <span className="loading loading-spinner loading-sm" />}
            {t('print.submit')}
          </button>
        </div>
      </form>
    </Panel>
  );
}

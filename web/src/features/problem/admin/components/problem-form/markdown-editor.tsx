import { Markdown } from '@web/components/markdown';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | null;
  rows?: number;
  id?: string;
}

/**
 * Markdown source beside its live preview (KaTeX `$…$`/`$$…$$` included). Side by side on wide
 * screens; on tablets and phones a Write / Preview switch.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  required,
  error,
  rows = 10,
  id,
}: MarkdownEditorProps) {
  const { t } = useTranslation('admin');
  const generated = useId();
  const inputId = id ?? generated;
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <div className="fieldset py-1">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={inputId} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
          {required && (
            <span className="text-error" aria-hidden="true">
              *
            </span>
          )}
          {label}
        </label>
        <div role="tablist" className="tabs tabs-box tabs-xs lg:hidden">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'write'}
            className={`tab ${tab === 'write' ? 'tab-active' : ''}`}
            onClick={() => setTab('write')}
          >
            {t('markdown.write')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'preview'}
            className={`tab ${tab === 'preview' ? 'tab-active' : ''}`}
            onClick={() => setTab('preview')}
          >
            {t('markdown.preview')}
          </button>
        </div>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <textarea
          id={inputId}
          className={`textarea w-full font-mono text-sm ${error ? 'textarea-error' : ''} ${tab === 'write' ? '' : 'hidden lg:block'}`}
          rows={rows}
          value={value}
          aria-invalid={error ? true : undefined}
          placeholder={t('markdown.placeholder')}
          onChange={(event) => onChange(event.target.value)}
        />
        <section
          className={`min-h-24 overflow-auto rounded-box border border-base-300 bg-base-200/40 p-3 ${tab === 'preview' ? '' : 'hidden lg:block'}`}
          aria-label={t('markdown.previewOf', { field: label })}
          style={{ maxHeight: `${Math.max(rows, 6) * 1.9}rem` }}
        >
          {value.trim() ? (
            <Markdown source={value} />
          ) : (
            <p className="text-sm opacity-50">{t('markdown.empty')}</p>
          )}
        </section>
      </div>
      {error && (
        <p className="text-xs text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

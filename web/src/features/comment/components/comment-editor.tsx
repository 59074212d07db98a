import { COMMENT_CONTENT_MAX } from '@contract/comment';
import { BracesIcon, CodeIcon, LinkIcon, ListIcon, NumberListIcon } from '@web/components/icons';
import { useIsAuthenticated } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { toast } from '@web/lib/toast';
import { type ComponentType, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { insertAtSelection, MARKDOWN_SNIPPETS, type MarkdownSnippet } from '../lib/insert-text';
import { contentProblem } from '../lib/validate-content';
import { EmojiButton } from './emoji-button';

const SNIPPET_BUTTONS: { snippet: MarkdownSnippet; Icon: ComponentType<{ size?: number }> }[] = [
  { snippet: 'inlineCode', Icon: CodeIcon },
  { snippet: 'codeBlock', Icon: BracesIcon },
  { snippet: 'link', Icon: LinkIcon },
  { snippet: 'unorderedList', Icon: ListIcon },
  { snippet: 'orderedList', Icon: NumberListIcon },
];

export interface CommentEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with valid content from a logged-in user; guests are sent to the login dialog instead. */
  onSubmit: (content: string) => void;
  onCancel?: () => void;
  /** Accessible name of the text box. */
  label: string;
  placeholder: string;
  submitLabel: string;
  /** 'comment' or 'reply': names the field in the too-long message, as HOJ does. */
  kind: 'comment' | 'reply';
  busy?: boolean;
  rows?: number;
  autoFocus?: boolean;
}

/** A comment or reply box: Markdown text with emoji and Markdown helpers, a length counter and HOJ's checks. */
export function CommentEditor({
  value,
  onChange,
  onSubmit,
  onCancel,
  label,
  placeholder,
  submitLabel,
  kind,
  busy = false,
  rows = 6,
  autoFocus = false,
}: CommentEditorProps) {
  const { t } = useTranslation('comment');
  const authenticated = useIsAuthenticated();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const over = value.length > COMMENT_CONTENT_MAX;

  const insert = (text: string) => {
    const area = textRef.current;
    const next = insertAtSelection(
      value,
      area?.selectionStart ?? value.length,
      area?.selectionEnd ?? value.length,
      text,
    );
    onChange(next.value);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = () => {
    if (!authenticated) {
      toast.warning(t('errors.loginFirst'));
      openAuthDialog('login');
      return;
    }
    const problem = contentProblem(value);
    if (problem === 'empty') {
      toast.warning(t('errors.empty'));
      return;
    }
    if (problem === 'tooLong') {
      toast.error(
        t(kind === 'comment' ? 'errors.commentTooLong' : 'errors.replyTooLong', { max: COMMENT_CONTENT_MAX }),
      );
      return;
    }
    onSubmit(value);
  };

  return (
    <div className="rounded-box border border-base-300 bg-base-100">
      <textarea
        ref={textRef}
        className="textarea textarea-ghost w-full resize-y border-0 bg-transparent focus:outline-none"
        rows={rows}
        value={value}
        placeholder={placeholder}
        aria-label={label}
        aria-describedby={counterId}
        aria-invalid={over || undefined}
        // biome-ignore lint/a11y/noAutofocus: the reply box opens because the reader asked to reply
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-1 border-t border-base-300 px-2 py-1.5">
        <EmojiButton onPick={insert} />
        {SNIPPET_BUTTONS.map(({ snippet, Icon }) => (
          <button
            key={snippet}
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={t(`editor.${snippet}`)}
            title={t(`editor.${snippet}`)}
            onClick={() => insert(MARKDOWN_SNIPPETS[snippet])}
          >
            <Icon size={16} />
          </button>
        ))}
        <span
          id={counterId}
          className={`ml-auto text-xs tabular-nums ${over ? 'font-semibold text-error' : 'opacity-60'}`}
          aria-live="polite"
        >
          {t('editor.counter', { count: value.length, max: COMMENT_CONTENT_MAX })}
        </span>
        <div className="flex gap-2 max-sm:w-full max-sm:justify-end">
          {onCancel && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
              {t('actions.cancel')}
            </button>
          )}
          <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={submit}>
            {busy && <span className="loading loading-spinner loading-xs" />}
            {submitLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

// daisyUI's tab styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tab.css';
import { MARKDOWN_FILE_TYPES } from '@contract/file';
import { LIMITS } from '@contract/limits';
import { CloseIcon, ImageIcon, PaperclipIcon } from '@web/components/icons';
import { Markdown } from '@web/components/markdown';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { deleteMarkdownImage, uploadMarkdownFile, uploadMarkdownImage } from '@web/lib/markdown-uploads';
import { type ChangeEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { insertAt, isImage, markdownLink, removeImageReferences } from './markdown-text';

export interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | null;
  rows?: number;
  id?: string;
  /** The group whose page this text belongs to: group admins may upload for their own group. */
  gid?: number | null;
  /** False where the writer may not upload (the server refuses anyone but admins and group admins). */
  uploads?: boolean;
}

interface PendingUpload {
  key: number;
  name: string;
  percent: number;
}

interface FailedUpload {
  key: number;
  name: string;
  reason: string;
}

interface UploadedImage {
  fileId: number;
  link: string;
  name: string;
  removing: boolean;
}

let nextUploadKey = 1;

// The pickers offer what the server takes; a drop or paste of anything else gets the server's refusal.
const IMAGE_ACCEPT = LIMITS.markdownImageTypes.map((type) => `.${type}`).join(',');
const FILE_ACCEPT = MARKDOWN_FILE_TYPES.map((type) => `.${type}`).join(',');

const carriesFiles = (transfer: DataTransfer | null) =>
  transfer !== null && Array.from(transfer.types ?? []).includes('Files');

/**
 * Markdown source beside its live preview (formulas `$…$`/`$$…$$`, by Temml, included). Side by side on wide
 * screens; on tablets and phones a Write / Preview switch. Images and files come in through the
 * toolbar buttons, a paste or a drop; each uploads with a progress bar and its link is written at
 * the caret once stored. The images uploaded while the editor is open are listed, each removable
 * from the server and from the text.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  required,
  error,
  rows = 10,
  id,
  gid,
  uploads = true,
}: MarkdownEditorProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [failures, setFailures] = useState<FailedUpload[]>([]);
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [dragging, setDragging] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const imageInputRef = useRef<HTMLInputElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  // Uploads finish after the render that started them: they edit the newest text, not the one they saw.
  const latestValue = useRef(value);
  latestValue.current = value;
  const caretAfterChange = useRef<number | null>(null);
  // Uploads still running when the editor closes are cancelled and write nowhere.
  const lifetime = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    lifetime.current = controller;
    return () => controller.abort();
  }, []);

  useLayoutEffect(() => {
    const caret = caretAfterChange.current;
    const textarea = textareaRef.current;
    if (caret === null || !textarea || textarea.value !== value) return;
    caretAfterChange.current = null;
    textarea.setSelectionRange(caret, caret);
  }, [value]);

  const change = (next: string, caret: number | null = null) => {
    latestValue.current = next;
    caretAfterChange.current = caret;
    onChange(next);
  };

  const insertAtCaret = (text: string) => {
    const current = latestValue.current;
    const textarea = textareaRef.current;
    const start = textarea?.selectionStart ?? current.length;
    const end = textarea?.selectionEnd ?? current.length;
    const edit = insertAt(current, start, end, text);
    change(edit.value, edit.caret);
  };

  const upload = async (file: File) => {
    const key = nextUploadKey++;
    const image = isImage(file);
    const { signal } = lifetime.current;
    setPending((list) => [...list, { key, name: file.name, percent: 0 }]);
    const options = {
      gid,
      signal,
      onProgress: ({ percent }: { percent: number }) =>
        setPending((list) => list.map((item) => (item.key === key ? { ...item, percent } : item))),
    };
    try {
      if (image) {
        const stored = await uploadMarkdownImage(file, options);
        insertAtCaret(markdownLink(file.name, stored.link, true));
        setImages((list) => [
          ...list,
          { fileId: stored.fileId, link: stored.link, name: file.name, removing: false },
        ]);
      } else {
        const stored = await uploadMarkdownFile(file, options);
        insertAtCaret(markdownLink(file.name, stored.link, false));
      }
    } catch (failure) {
      if (signal.aborted) return;
      const reason = failure instanceof Error ? failure.message : String(failure);
      setFailures((list) => [...list, { key, name: file.name, reason }]);
    } finally {
      if (!signal.aborted) setPending((list) => list.filter((item) => item.key !== key));
    }
  };

  const uploadAll = (files: Iterable<File>) => {
    for (const file of files) void upload(file);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so picking the same file again still fires a change.
    event.target.value = '';
    uploadAll(files);
  };

  const remove = async (image: UploadedImage) => {
    const mark = (removing: boolean) =>
      setImages((list) => list.map((item) => (item.fileId === image.fileId ? { ...item, removing } : item)));
    mark(true);
    try {
      await deleteMarkdownImage(image.fileId);
    } catch {
      // The client has shown the server's message; the image stays listed for another try.
      if (!lifetime.current.signal.aborted) mark(false);
      return;
    }
    const next = removeImageReferences(latestValue.current, image.link);
    if (next !== latestValue.current) change(next);
    setImages((list) => list.filter((item) => item.fileId !== image.fileId));
  };

  return (
    <div className="fieldset py-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={inputId} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
          {required && (
            <span className="text-error" aria-hidden="true">
              *
            </span>
          )}
          {label}
        </label>
        <div className="flex items-center gap-2">
          {uploads && (
            <>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                aria-label={t('markdownEditor.insertImageInto', { field: label })}
                title={t('markdownEditor.insertImage')}
                onClick={() => imageInputRef.current?.click()}
              >
                <ImageIcon size={14} />
                <span className="hidden sm:inline">{t('markdownEditor.insertImage')}</span>
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                aria-label={t('markdownEditor.attachFileTo', { field: label })}
                title={t('markdownEditor.attachFile')}
                onClick={() => fileInputRef.current?.click()}
              >
                <PaperclipIcon size={14} />
                <span className="hidden sm:inline">{t('markdownEditor.attachFile')}</span>
              </button>
              <input
                ref={imageInputRef}
                type="file"
                accept={IMAGE_ACCEPT}
                multiple
                hidden
                data-testid="markdown-image-input"
                onChange={pick}
              />
              <input
                ref={fileInputRef}
                type="file"
                accept={FILE_ACCEPT}
                multiple
                hidden
                data-testid="markdown-file-input"
                onChange={pick}
              />
            </>
          )}
          <div role="tablist" className="tabs tabs-box tabs-xs lg:hidden">
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'write'}
              className={`tab ${tab === 'write' ? 'tab-active' : ''}`}
              onClick={() => setTab('write')}
            >
              {t('markdownEditor.write')}
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === 'preview'}
              className={`tab ${tab === 'preview' ? 'tab-active' : ''}`}
              onClick={() => setTab('preview')}
            >
              {t('markdownEditor.preview')}
            </button>
          </div>
        </div>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <textarea
          ref={textareaRef}
          id={inputId}
          className={`textarea w-full font-mono text-sm ${error ? 'textarea-error' : ''} ${dragging ? 'textarea-primary border-dashed' : ''} ${tab === 'write' ? '' : 'hidden lg:block'}`}
          rows={rows}
          value={value}
          aria-invalid={error ? true : undefined}
          placeholder={t(uploads ? 'markdownEditor.placeholderUploads' : 'markdownEditor.placeholder')}
          onChange={(event) => change(event.target.value)}
          onPaste={(event) => {
            const files = Array.from(event.clipboardData?.files ?? []);
            if (!uploads || files.length === 0) return;
            event.preventDefault();
            uploadAll(files);
          }}
          onDragOver={(event) => {
            if (!uploads || !carriesFiles(event.dataTransfer)) return;
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            setDragging(false);
            const files = Array.from(event.dataTransfer?.files ?? []);
            if (!uploads || files.length === 0) return;
            event.preventDefault();
            uploadAll(files);
          }}
        />
        <section
          className={`min-h-24 overflow-auto rounded-box border border-base-300 bg-base-200/40 p-3 ${tab === 'preview' ? '' : 'hidden lg:block'}`}
          aria-label={t('markdownEditor.previewOf', { field: label })}
          style={{ maxHeight: `${Math.max(rows, 6) * 1.9}rem` }}
        >
          {value.trim() ? (
            <Markdown source={value} />
          ) : (
            <p className="text-sm opacity-70">{t('markdownEditor.empty')}</p>
          )}
        </section>
      </div>
      {error && (
        <p className="text-xs text-error" role="alert">
          {error}
        </p>
      )}
      {pending.map((item) => (
        <div key={item.key} className="grid gap-1 text-xs" data-testid="markdown-upload-progress">
          <span className="truncate opacity-70">{t('markdownEditor.uploading', { name: item.name })}</span>
          <ProgressBar percent={item.percent} label={t('markdownEditor.uploading', { name: item.name })} />
        </div>
      ))}
      {failures.map((item) => (
        <div key={item.key} role="alert" className="alert alert-error alert-soft py-1 text-xs">
          <span className="flex-1">
            {t('markdownEditor.uploadFailed', { name: item.name, reason: item.reason })}
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            aria-label={t('actions.close')}
            onClick={() => setFailures((list) => list.filter((failure) => failure.key !== item.key))}
          >
            <CloseIcon size={14} />
          </button>
        </div>
      ))}
      {images.length > 0 && (
        <section aria-label={t('markdownEditor.uploadedImagesOf', { field: label })} className="grid gap-1">
          <h4 className="text-xs font-medium opacity-70">{t('markdownEditor.uploadedImages')}</h4>
          <ul className="flex flex-wrap gap-2">
            {images.map((image) => (
              <li
                key={image.fileId}
                className="flex items-center gap-2 rounded-box border border-base-300 py-1 pr-1 pl-1 text-xs"
              >
                <img src={image.link} alt="" className="size-8 rounded object-cover" />
                <span className="max-w-40 truncate" title={image.name}>
                  {image.name}
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs text-error"
                  disabled={image.removing}
                  aria-label={t('markdownEditor.removeImage', { name: image.name })}
                  onClick={() => void remove(image)}
                >
                  {t('markdownEditor.remove')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

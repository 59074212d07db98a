// daisyUI's radio styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/radio.css';
import { type AdminNotice, MESSAGE_LIMITS, NOTICE_TYPES, type NoticeType } from '@contract/message';
import { MarkdownEditor } from '@web/components/markdown-editor/markdown-editor';
import { FormField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';
import { messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAdminNotice } from '../api/save-admin-notice';

/**
 * Writes a new notice (no `notice`) or edits one: title, Markdown content, and who receives it.
 * Recipients are fixed once the notice was pushed (the server refuses a change), so the choice is
 * shown but locked then. A rejected save keeps what was typed and shows the server's message.
 */
export function NoticeDialog({ notice, onClose }: { notice: AdminNotice | null; onClose: () => void }) {
  const { t } = useTranslation('noticeAdmin');
  const save = useSaveAdminNotice();
  const [title, setTitle] = useState(notice?.title ?? '');
  const [content, setContent] = useState(notice?.content ?? '');
  const [type, setType] = useState<NoticeType>(notice?.type ?? 'All');
  const [recipient, setRecipient] = useState(notice?.recipientUsername ?? '');
  const [error, setError] = useState<string | null>(null);
  const locked = notice?.state === true;

  const fail = (text: string) => {
    setError(text);
    toast.error(text);
  };

  const submit = () => {
    if (!title.trim()) return fail(t('errors.titleRequired'));
    if (!content.trim()) return fail(t('errors.contentRequired'));
    if (type === 'Single' && !recipient.trim()) return fail(t('errors.recipientRequired'));
    setError(null);
    save
      .mutateAsync({
        ...(notice && { id: notice.id }),
        title: title.trim(),
        content,
        ...(!locked && { type, ...(type === 'Single' && { recipientUsername: recipient.trim() }) }),
      })
      .then(() => {
        toast.success(t(notice ? 'updated' : 'created'));
        onClose();
      })
      .catch((failure: unknown) => fail(messageOf(failure, t('errors.saveFailed'))));
  };

  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      width={860}
      title={t(notice ? 'edit' : 'create')}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={save.isPending} onClick={submit}>
            {save.isPending && <span className="loading loading-spinner loading-sm" />}
            {t('save')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <FormField
          label={`* ${t('fields.title')}`}
          name="noticeTitle"
          maxLength={MESSAGE_LIMITS.noticeTitleMax}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <MarkdownEditor
          label={t('fields.content')}
          required
          rows={10}
          value={content}
          onChange={setContent}
        />
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{t('fields.recipient')}</legend>
          <div className="flex flex-wrap gap-4">
            {NOTICE_TYPES.map((option) => (
              <label key={option} className="label cursor-pointer gap-2">
                <input
                  type="radio"
                  className="radio radio-primary radio-sm"
                  name="noticeType"
                  value={option}
                  checked={type === option}
                  disabled={locked}
                  onChange={() => setType(option)}
                />
                <span>{t(`types.${option}`)}</span>
              </label>
            ))}
          </div>
          {locked && <p className="text-xs opacity-70">{t('recipientsLocked')}</p>}
        </fieldset>
        {type === 'Single' && (
          <FormField
            label={`* ${t('fields.recipientUsername')}`}
            name="noticeRecipient"
            autoComplete="off"
            disabled={locked}
            maxLength={MESSAGE_LIMITS.usernameMax}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
          />
        )}
        {error && (
          <div role="alert" className="alert alert-error alert-soft py-2 text-sm" data-testid="notice-error">
            {error}
          </div>
        )}
      </div>
    </Modal>
  );
}

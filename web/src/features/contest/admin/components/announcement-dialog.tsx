import { MarkdownEditor } from '@web/components/markdown-editor/markdown-editor';
import { FormField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';
import { Toggle } from '@web/components/ui/toggle';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveContestAnnouncement } from '../api/save-contest-announcement';
import type { ContestAnnouncement } from '../lib/types';

/** Creates (no `announcement`) or edits a contest announcement: title, Markdown content, visibility. */
export function AnnouncementDialog({
  cid,
  announcement,
  onClose,
}: {
  cid: number;
  announcement: ContestAnnouncement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('contestAdmin');
  const [title, setTitle] = useState(announcement?.title ?? '');
  const [content, setContent] = useState(announcement?.content ?? '');
  const [visible, setVisible] = useState((announcement?.status ?? 0) === 0);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveContestAnnouncement();

  const submit = () => {
    const problem = !title.trim()
      ? t('validation.required', { field: t('announcements.titleField') })
      : !content.trim()
        ? t('validation.required', { field: t('announcements.content') })
        : null;
    if (problem) {
      setError(problem);
      toast.error(problem);
      return;
    }
    setError(null);
    save.mutate(
      {
        cid,
        announcement: {
          ...(announcement ? { id: announcement.id } : {}),
          title: title.trim(),
          content,
          status: visible ? 0 : 1,
        },
      },
      {
        onSuccess: () => {
          toast.success(t(announcement ? 'messages.updated' : 'messages.created'));
          onClose();
        },
        onError: (failure) => {
          const text =
            failure instanceof ApiError && failure.message ? failure.message : t('messages.saveFailed');
          setError(text);
          toast.error(text);
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      width={760}
      title={t(announcement ? 'announcements.edit' : 'announcements.create')}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={save.isPending} onClick={submit}>
            {save.isPending && <span className="loading loading-spinner loading-sm" />}
            {t('common:actions.save')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <FormField
          label={`* ${t('announcements.titleField')}`}
          name="announcementTitle"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <MarkdownEditor
          label={t('announcements.content')}
          required
          rows={8}
          value={content}
          onChange={setContent}
        />
        <Toggle label={t('fields.visible')} checked={visible} onChange={setVisible} />
        {error && (
          <div
            role="alert"
            className="alert alert-error alert-soft py-2 text-sm"
            data-testid="announcement-error"
          >
            {error}
          </div>
        )}
      </div>
    </Modal>
  );
}

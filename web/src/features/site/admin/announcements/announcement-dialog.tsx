import type { Announcement } from '@contract/site';
import { SITE_ADMIN_LIMITS } from '@contract/site-admin';
import { MarkdownEditor } from '@web/components/markdown-editor/markdown-editor';
import { FormField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';
import { Toggle } from '@web/components/ui/toggle';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAnnouncement } from '../api/save-announcement';

/** Creates (no `announcement`) or edits a site announcement: title, Markdown content with preview, visibility. */
export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: Announcement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('siteAdmin');
  const [title, setTitle] = useState(announcement?.title ?? '');
  const [content, setContent] = useState(announcement?.content ?? '');
  const [visible, setVisible] = useState((announcement?.status ?? 0) === 0);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAnnouncement();

  const fail = (text: string) => {
    setError(text);
    toast.error(text);
  };

  const submit = () => {
    if (!title.trim()) return fail(t('announcements.titleRequired'));
    if (title.trim().length > SITE_ADMIN_LIMITS.announcementTitleMax)
      return fail(t('announcements.titleTooLong', { max: SITE_ADMIN_LIMITS.announcementTitleMax }));
    if (!content.trim()) return fail(t('announcements.contentRequired'));
    setError(null);
    save.mutate(
      {
        ...(announcement ? { id: announcement.id } : {}),
        title: title.trim(),
        content,
        status: visible ? 0 : 1,
      },
      {
        onSuccess: () => {
          toast.success(t(announcement ? 'messages.updated' : 'messages.created'));
          onClose();
        },
        onError: (failure) =>
          fail(failure instanceof ApiError && failure.message ? failure.message : t('messages.saveFailed')),
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      width={860}
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
          maxLength={SITE_ADMIN_LIMITS.announcementTitleMax}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <MarkdownEditor
          label={t('announcements.content')}
          required
          rows={10}
          value={content}
          onChange={setContent}
        />
        <Toggle label={t('announcements.visible')} checked={visible} onChange={setVisible} />
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

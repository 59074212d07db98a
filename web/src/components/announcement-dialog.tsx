import { MarkdownEditor } from '@web/components/markdown-editor/markdown-editor';
import { FormField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';
import { Toggle } from '@web/components/ui/toggle';
import { messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What an announcement editor saves; status 0 is visible, 1 hidden. */
export interface AnnouncementDraft {
  title: string;
  content: string;
  status: number;
}

/**
 * The announcement editor of the admin pages (site, contest and group announcements): title,
 * Markdown content with its preview, visibility. `gid` lets a group's admins upload images into
 * a group announcement (the upload checks their group level). The caller saves; a rejected save shows
 * the server's message in the dialog and keeps what was typed.
 */
export function AnnouncementDialog({
  heading,
  initial,
  titleMax,
  pending,
  gid,
  fullscreen = false,
  onSave,
  onClose,
}: {
  heading: string;
  initial: AnnouncementDraft | null;
  titleMax: number;
  pending: boolean;
  gid?: number | null;
  /** Group announcements are edited in a fullscreen dialog (spec 3 §2). */
  fullscreen?: boolean;
  onSave: (draft: AnnouncementDraft) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [visible, setVisible] = useState((initial?.status ?? 0) === 0);
  const [error, setError] = useState<string | null>(null);

  const fail = (text: string) => {
    setError(text);
    toast.error(text);
  };

  const submit = () => {
    if (!title.trim()) return fail(t('announcementEditor.titleRequired'));
    if (title.trim().length > titleMax) return fail(t('announcementEditor.titleTooLong', { max: titleMax }));
    if (!content.trim()) return fail(t('announcementEditor.contentRequired'));
    setError(null);
    onSave({ title: title.trim(), content, status: visible ? 0 : 1 }).catch((failure: unknown) =>
      fail(messageOf(failure, t('announcementEditor.saveFailed'))),
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      width={860}
      fullscreen={fullscreen}
      title={heading}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={pending} onClick={submit}>
            {pending && <span className="loading loading-spinner loading-sm" />}
            {t('actions.save')}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <FormField
          label={`* ${t('announcementEditor.titleField')}`}
          name="announcementTitle"
          maxLength={titleMax}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <MarkdownEditor
          label={t('announcementEditor.content')}
          required
          rows={10}
          gid={gid}
          value={content}
          onChange={setContent}
        />
        <Toggle label={t('announcementEditor.visible')} checked={visible} onChange={setVisible} />
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

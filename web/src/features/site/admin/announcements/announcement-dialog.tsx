import type { Announcement } from '@contract/site';
import { SITE_ADMIN_LIMITS } from '@contract/site-admin';
import { AnnouncementDialog as AnnouncementEditor } from '@web/components/announcement-dialog';
import { toast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';
import { useSaveAnnouncement } from '../api/save-announcement';

/** Creates (no `announcement`) or edits a site announcement through the shared editor. */
export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: Announcement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('siteAdmin');
  const save = useSaveAnnouncement();
  return (
    <AnnouncementEditor
      heading={t(announcement ? 'announcements.edit' : 'announcements.create')}
      initial={announcement}
      titleMax={SITE_ADMIN_LIMITS.announcementTitleMax}
      pending={save.isPending}
      onSave={async (draft) => {
        await save.mutateAsync({ ...(announcement ? { id: announcement.id } : {}), ...draft });
        toast.success(t(announcement ? 'messages.updated' : 'messages.created'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

import { CONTEST_ADMIN_LIMITS } from '@contract/contest-admin';
import { AnnouncementDialog as AnnouncementEditor } from '@web/components/announcement-dialog';
import { toast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';
import { useSaveContestAnnouncement } from '../api/save-contest-announcement';
import type { ContestAnnouncement } from '../lib/types';

/** Creates (no `announcement`) or edits a contest announcement through the shared editor. */
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
  const save = useSaveContestAnnouncement();
  return (
    <AnnouncementEditor
      heading={t(announcement ? 'announcements.edit' : 'announcements.create')}
      initial={announcement}
      titleMax={CONTEST_ADMIN_LIMITS.announcementTitleMax}
      pending={save.isPending}
      onSave={async (draft) => {
        await save.mutateAsync({
          cid,
          announcement: { ...(announcement ? { id: announcement.id } : {}), ...draft },
        });
        toast.success(t(announcement ? 'messages.updated' : 'messages.created'));
        onClose();
      }}
      onClose={onClose}
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupContext } from '../lib/group-context';
import { GroupAnnouncementAdmin } from './announcement-admin';
import { GroupAnnouncementReader } from './announcement-reader';

/**
 * /group/:groupID/announcement (spec 3 §2): members read the announcements; group admins switch
 * to the admin table that creates, edits, hides and deletes them.
 */
export function GroupAnnouncementPage() {
  const { t } = useTranslation('groupAnnouncement');
  const { isAdmin } = useGroupContext();
  const [adminView, setAdminView] = useState(false);
  const toggle = isAdmin && (
    <button
      type="button"
      className={`btn btn-sm ${adminView ? 'btn-ghost' : 'btn-outline btn-primary'}`}
      aria-pressed={adminView}
      onClick={() => setAdminView(!adminView)}
    >
      {t(adminView ? 'page.back' : 'page.admin')}
    </button>
  );

  if (isAdmin && adminView) {
    return <GroupAnnouncementAdmin actions={toggle} />;
  }
  return <GroupAnnouncementReader actions={toggle} />;
}

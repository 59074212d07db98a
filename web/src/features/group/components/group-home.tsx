import { useGroupContext } from '../lib/group-context';
import { GroupAnnouncementReader } from './announcement-reader';
import { GroupDescription } from './group-description';

/**
 * Spec 3 §2 Group home: the description, and beside it the visible announcements for members
 * and super admins (both count as members in the context).
 */
export function GroupHome() {
  const { isMember } = useGroupContext();
  return (
    <div className={`grid grid-cols-1 gap-4 ${isMember ? 'xl:grid-cols-2' : ''}`}>
      <section className="card card-border min-w-0 bg-base-100">
        <div className="card-body p-4 md:p-6">
          <GroupDescription />
        </div>
      </section>
      {isMember && <GroupAnnouncementReader className="min-w-0" />}
    </div>
  );
}

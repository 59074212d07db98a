import { ReminderList } from '@web/features/message/components/reminder-list';
import { boxOfPath } from '@web/features/message/lib/boxes';
import { useLocation } from 'react-router';

/** /message/discuss, /message/reply, /message/like: one list view, the box named by the path. */
export default function MessageRemindersRoute() {
  const info = boxOfPath(useLocation().pathname);
  return <ReminderList key={info.box} info={info} />;
}

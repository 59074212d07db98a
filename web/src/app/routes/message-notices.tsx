import { NoticeList } from '@web/features/message/components/notice-list';
import { boxOfPath } from '@web/features/message/lib/boxes';
import { useLocation } from 'react-router';

/** /message/sys, /message/mine: the notices view, the box named by the path. */
export default function MessageNoticesRoute() {
  const info = boxOfPath(useLocation().pathname);
  return <NoticeList key={info.box} info={info} />;
}

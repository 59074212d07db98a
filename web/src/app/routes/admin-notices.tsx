import { NoticesPage } from '@web/features/message/admin/components/notices-page';

/** /admin/notice (super admin). */
export default function AdminNoticesRoute() {
  return <NoticesPage />;
}

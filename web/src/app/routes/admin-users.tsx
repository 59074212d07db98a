import { UserListPage } from '@web/features/user/admin/components/user-list-page';

/** /admin/user (super admin). */
export default function AdminUsersRoute() {
  return <UserListPage />;
}

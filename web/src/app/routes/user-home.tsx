import { UserHomePage } from '@web/features/user/components/user-home-page';

export default function UserHomeRoute() {
  return <UserHomePage />;
}

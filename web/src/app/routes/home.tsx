import { HomePage } from '@web/features/home/components/home-page';

export default function HomeRoute() {
  return <HomePage />;
}

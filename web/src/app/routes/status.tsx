import { StatusPage } from '@web/features/submission/components/status-page';

export default function StatusRoute() {
  return <StatusPage />;
}

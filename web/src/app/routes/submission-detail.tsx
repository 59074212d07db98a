import { SubmissionDetailPage } from '@web/features/submission/components/submission-detail-page';

export default function SubmissionDetailRoute() {
  return <SubmissionDetailPage />;
}

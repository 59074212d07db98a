import { BatchOperationPage } from '@web/features/admin/components/batch-operation-page';

export default function AdminProblemBatchRoute() {
  return <BatchOperationPage />;
}

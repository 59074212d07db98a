import { BatchOperationPage } from '@web/features/problem/admin/components/batch-operation-page';

export default function AdminProblemBatchRoute() {
  return <BatchOperationPage />;
}

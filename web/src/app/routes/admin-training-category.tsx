import { CategoryPage } from '@web/features/training/admin/components/category-page';

/** /admin/training/category. */
export default function AdminTrainingCategoryRoute() {
  return <CategoryPage />;
}

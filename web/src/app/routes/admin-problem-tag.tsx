import { TagPage } from '@web/features/admin/components/tag-page';

export default function AdminProblemTagRoute() {
  return <TagPage />;
}

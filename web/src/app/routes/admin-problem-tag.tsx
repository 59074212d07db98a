import { TagPage } from '@web/features/problem/admin/components/tag-page';

export default function AdminProblemTagRoute() {
  return <TagPage />;
}

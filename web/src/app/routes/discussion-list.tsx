import { DiscussionListPage } from '@web/features/discussion/components/discussion-list-page';

/** /discussion and /discussion/:problemID. */
export default function DiscussionListRoute() {
  return <DiscussionListPage />;
}

import { DISCUSSION_PAGE_SIZE, type DiscussionCategory, type DiscussionListItem } from '@contract/discussion';
import type { DeleteByIdMutation } from '@web/components/ui/delete-confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscussionRoles } from '../lib/use-discussion-roles';
import { DeleteDiscussionDialog } from './delete-discussion-dialog';
import { DiscussionFormDialog, type EditedDiscussion } from './discussion-form-dialog';
import { DiscussionRow, type DiscussionRowProps } from './discussion-row';

export interface DiscussionRecordsProps {
  list: { isPending: boolean; data?: { records: DiscussionListItem[]; total: number } };
  categories: readonly DiscussionCategory[];
  page: number;
  onPage: (page: number) => void;
  testId: string;
  /** Besides their authors, who may delete every discussion listed (an admin of the site or group). */
  canDeleteAny: boolean;
  remove: DeleteByIdMutation;
  /** The list filtered to a discussion's category, when the list filters by category. */
  categoryLink?: (discussion: DiscussionListItem) => string;
  links?: (discussion: DiscussionListItem) => DiscussionRowProps['links'];
  /** A group's discussions are edited through the group calls. */
  group?: { gid: number; canPin: boolean };
}

/**
 * One page of discussions with its pagination, and the edit and delete dialogs its rows open
 * (the site's list and a group's list, spec 2 §2 and spec 3 §2).
 */
export function DiscussionRecords({
  list,
  categories,
  page,
  onPage,
  testId,
  canDeleteAny,
  remove,
  categoryLink,
  links,
  group,
}: DiscussionRecordsProps) {
  const { t } = useTranslation('discussion');
  const roles = useDiscussionRoles();
  const [editing, setEditing] = useState<EditedDiscussion | null>(null);
  const [toDelete, setToDelete] = useState<DiscussionListItem | null>(null);
  const nameOf = (row: DiscussionListItem) =>
    row.categoryName ?? categories.find((category) => category.id === row.categoryId)?.name ?? null;
  const records = list.data?.records ?? [];

  return (
    <>
      {list.isPending ? (
        <div className="skeleton h-48 w-full" />
      ) : records.length === 0 ? (
        <EmptyState>{t('list.empty')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" data-testid={testId}>
          {records.map((discussion) => (
            <DiscussionRow
              key={discussion.id}
              discussion={discussion}
              categoryName={nameOf(discussion)}
              categoryLink={categoryLink?.(discussion)}
              links={links?.(discussion)}
              canEdit={roles.isAuthor(discussion.uid) && discussion.content !== null}
              canDelete={roles.isAuthor(discussion.uid) || canDeleteAny}
              onEdit={() =>
                setEditing({
                  id: discussion.id,
                  title: discussion.title,
                  description: discussion.description,
                  content: discussion.content ?? '',
                  categoryId: discussion.categoryId,
                  topPriority: discussion.topPriority,
                })
              }
              onDelete={() => setToDelete(discussion)}
            />
          ))}
        </ul>
      )}
      <div className="mt-4 flex justify-center">
        <Pagination
          page={page}
          pageSize={DISCUSSION_PAGE_SIZE}
          simple
          total={list.data?.total ?? 0}
          onChange={onPage}
        />
      </div>
      {editing && (
        <DiscussionFormDialog
          key={editing.id}
          open
          onClose={() => setEditing(null)}
          categories={categories}
          editing={editing}
          group={group}
        />
      )}
      <DeleteDiscussionDialog discussion={toDelete} remove={remove} onClose={() => setToDelete(null)} />
    </>
  );
}

import { DISCUSSION_PAGE_SIZE, type DiscussionListItem } from '@contract/discussion';
import { ArrowRightIcon, EditIcon, UsersIcon } from '@web/components/icons';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { paths } from '@web/config/paths';
import { toast } from '@web/lib/toast';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDeleteDiscussion } from '../api/delete-discussion';
import { useDiscussionCategories } from '../api/get-categories';
import { useDiscussionList } from '../api/get-discussion-list';
import { askToLogin } from '../lib/ask-to-login';
import { useDiscussionRoles } from '../lib/use-discussion-roles';
import { CategoryPanel } from './category-panel';
import { DiscussionFormDialog, type EditedDiscussion } from './discussion-form-dialog';
import { DiscussionRow } from './discussion-row';

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/**
 * /discussion and /discussion/:problemID (spec 2 §2): keyword, category, onlyMine and page live
 * in the query string; on a problem's list everything is that problem's, new posts included.
 */
export function DiscussionListPage() {
  const { t } = useTranslation('discussion');
  const { problemID } = useParams();
  const pid = problemID || undefined;
  const roles = useDiscussionRoles();
  const [searchParams, setSearchParams] = useSearchParams();
  const currentPage = positiveInt(searchParams.get('currentPage')) ?? 1;
  const cid = positiveInt(searchParams.get('cid'));
  const onlyMine = roles.loggedIn && searchParams.get('onlyMine') === 'true';
  const keyword = searchParams.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<EditedDiscussion | null>(null);
  const [toDelete, setToDelete] = useState<DiscussionListItem | null>(null);
  const categories = useDiscussionCategories();
  const list = useDiscussionList({
    currentPage,
    limit: DISCUSSION_PAGE_SIZE,
    keyword: keyword || undefined,
    cid,
    pid,
    onlyMine: onlyMine || undefined,
  });
  const remove = useDeleteDiscussion();

  const base = pid ? paths.problemDiscussion(pid) : paths.discussion;
  const linkTo = (params: { cid?: number; onlyMine?: boolean }) => {
    const query = new URLSearchParams();
    if (params.cid) query.set('cid', String(params.cid));
    if (params.onlyMine) query.set('onlyMine', 'true');
    const text = query.toString();
    return text ? `${base}?${text}` : base;
  };
  const categoryLink = (id?: number) => linkTo({ cid: id, onlyMine });

  const update = (patch: Record<string, string | number | undefined>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('currentPage' in patch)) next.delete('currentPage');
      return next;
    });

  const categoryList = categories.data ?? [];
  const nameOf = (row: DiscussionListItem) =>
    row.categoryName ?? categoryList.find((category) => category.id === row.categoryId)?.name ?? null;
  const currentCategory = cid ? categoryList.find((category) => category.id === cid) : undefined;
  const records = list.data?.records ?? [];

  const openCreate = () => {
    if (!roles.loggedIn) {
      askToLogin();
      return;
    }
    setCreating(true);
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-4 md:px-6">
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="mr-auto min-w-0">
          <h1 id="discussion-heading" className="text-2xl font-bold">
            {pid ? t('list.problemHeading', { problemId: pid }) : t('list.heading')}
          </h1>
          <nav className="breadcrumbs py-1 text-sm" aria-label={t('category.title')}>
            <ul>
              <li>
                <Link to={linkTo({ onlyMine })}>{onlyMine ? t('list.mine') : t('list.all')}</Link>
              </li>
              {currentCategory && <li>{currentCategory.name}</li>}
              <li className="opacity-70">{t('list.total', { count: list.data?.total ?? 0 })}</li>
            </ul>
          </nav>
        </div>
        <SearchBox
          value={draft}
          onChange={setDraft}
          label={t('list.keyword')}
          onSearch={(value) => update({ keyword: value })}
          className="w-full sm:w-80"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section className="min-w-0" aria-labelledby="discussion-heading">
          {list.isPending ? (
            <div className="skeleton h-48 w-full" />
          ) : records.length === 0 ? (
            <EmptyState>{t('list.empty')}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="discussion-list">
              {records.map((discussion) => (
                <DiscussionRow
                  key={discussion.id}
                  discussion={discussion}
                  categoryName={nameOf(discussion)}
                  categoryLink={categoryLink(discussion.categoryId ?? undefined)}
                  canEdit={roles.isAuthor(discussion.uid) && discussion.content !== null}
                  canDelete={roles.isAuthor(discussion.uid) || roles.isAdmin}
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
              page={currentPage}
              pageSize={DISCUSSION_PAGE_SIZE}
              simple
              total={list.data?.total ?? 0}
              onChange={(page) => update({ currentPage: page > 1 ? page : undefined })}
            />
          </div>
        </section>
        <aside className="order-first flex flex-col gap-3 lg:order-last">
          <button type="button" className="btn btn-primary w-full" onClick={openCreate}>
            <EditIcon size={16} />
            {pid ? t('list.postForProblem') : t('list.post')}
          </button>
          {roles.loggedIn && (
            <Link to={linkTo({ cid, onlyMine: !onlyMine })} className="btn btn-outline w-full">
              <UsersIcon size={16} />
              {onlyMine ? t('list.showAll') : t('list.onlyMine')}
            </Link>
          )}
          {pid && (
            <>
              <Link to={paths.discussion} className="btn btn-outline btn-success w-full">
                {t('list.general')}
              </Link>
              <Link to={paths.problem(pid)} className="btn btn-outline btn-warning w-full">
                <ArrowRightIcon size={16} />
                {t('list.backToProblem', { problemId: pid })}
              </Link>
            </>
          )}
          <CategoryPanel
            categories={categoryList}
            loading={categories.isPending}
            activeCid={cid}
            linkTo={categoryLink}
            canEdit={roles.isRoot}
          />
        </aside>
      </div>
      {/* Stays mounted so a closed, unsent post keeps its text. */}
      <DiscussionFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        categories={categoryList}
        pid={pid}
        defaultCategoryId={cid}
      />
      {editing && (
        <DiscussionFormDialog
          key={editing.id}
          open
          onClose={() => setEditing(null)}
          categories={categoryList}
          editing={editing}
        />
      )}
      <ConfirmDialog
        danger
        open={toDelete !== null}
        title={t('detail.deleteTitle')}
        message={t('detail.deleteConfirm', { title: toDelete?.title ?? '' })}
        confirmLabel={t('detail.delete')}
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success(t('messages.deleted'));
              setToDelete(null);
            },
          });
        }}
      />
    </div>
  );
}

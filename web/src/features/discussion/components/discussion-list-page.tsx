// daisyUI's breadcrumbs styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/breadcrumbs.css';
import { DISCUSSION_PAGE_SIZE } from '@contract/discussion';
import { ArrowRightIcon, EditIcon, UsersIcon } from '@web/components/icons';
import { SearchBox } from '@web/components/ui/search-box';
import { paths } from '@web/config/paths';
import { useQueryFilters } from '@web/hooks/use-query-filters';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useDeleteDiscussion } from '../api/delete-discussion';
import { useDiscussionCategories } from '../api/get-categories';
import { useDiscussionList } from '../api/get-discussion-list';
import { askToLogin } from '../lib/ask-to-login';
import { useDiscussionRoles } from '../lib/use-discussion-roles';
import { CategoryPanel } from './category-panel';
import { DiscussionFormDialog } from './discussion-form-dialog';
import { DiscussionRecords } from './discussion-records';

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
  const { searchParams, update, keyword } = useQueryFilters();
  const currentPage = positiveInt(searchParams.get('currentPage')) ?? 1;
  const cid = positiveInt(searchParams.get('cid'));
  const onlyMine = roles.loggedIn && searchParams.get('onlyMine') === 'true';
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);

  const [creating, setCreating] = useState(false);
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

  const categoryList = categories.data ?? [];
  const currentCategory = cid ? categoryList.find((category) => category.id === cid) : undefined;

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
          <DiscussionRecords
            list={list}
            categories={categoryList}
            page={currentPage}
            onPage={(page) => update({ currentPage: page > 1 ? page : undefined })}
            testId="discussion-list"
            canDeleteAny={roles.isAdmin}
            remove={remove}
            categoryLink={(discussion) => categoryLink(discussion.categoryId ?? undefined)}
          />
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
    </div>
  );
}

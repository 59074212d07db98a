// daisyUI's tab styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tab.css';
import { DISCUSSION_PAGE_SIZE } from '@contract/discussion';
import { ArrowRightIcon, EditIcon } from '@web/components/icons';
import { useUrlState } from '@web/hooks/use-url-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteGroupDiscussion } from '../api/delete-group-discussion';
import { useDiscussionCategories } from '../api/get-categories';
import { useGroupDiscussionList } from '../api/get-group-discussion-list';
import { groupDiscussionLinks } from '../lib/group-discussion-links';
import { DiscussionFormDialog } from './discussion-form-dialog';
import { DiscussionRecords } from './discussion-records';
import { GroupDiscussionAdminTable } from './group-discussion-admin-table';

const URL_DEFAULTS: { currentPage: number; view: string } = { currentPage: 1, view: '' };

export interface GroupDiscussionListPageProps {
  gid: number;
  /** The caller administers the group (level 4+, owner, super admin): pins, deletes anyone's, the admin view. */
  isGroupAdmin: boolean;
  /** A problem's display id: its discussions only, and new posts are about it. */
  pid?: string;
}

/**
 * /group/:groupID/discussion and discussion/:problemID (spec 3 §2): the group's discussions,
 * the create dialog, and for the group's admins a table with the status and top switches.
 */
export function GroupDiscussionListPage({ gid, isGroupAdmin, pid }: GroupDiscussionListPageProps) {
  const { t } = useTranslation(['groupDiscussion', 'discussion']);
  const links = groupDiscussionLinks(gid);
  const [state, setState] = useUrlState(URL_DEFAULTS);
  const adminView = isGroupAdmin && state.view === 'admin';
  const currentPage = Math.max(1, Math.trunc(state.currentPage) || 1);
  const [creating, setCreating] = useState(false);
  const categories = useDiscussionCategories();
  const list = useGroupDiscussionList({ gid, currentPage, limit: DISCUSSION_PAGE_SIZE, pid });
  const remove = useDeleteGroupDiscussion();
  const categoryList = categories.data ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="group-discussion-heading" className="mr-auto text-xl font-bold">
          {pid ? t('list.problemHeading', { problemId: pid }) : t('list.heading')}
        </h2>
        {isGroupAdmin && (
          <div role="tablist" className="tabs tabs-box tabs-sm">
            <button
              type="button"
              role="tab"
              aria-selected={!adminView}
              className={`tab ${adminView ? '' : 'tab-active'}`}
              onClick={() => setState({ view: '', currentPage: 1 })}
            >
              {t('list.viewList')}
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={adminView}
              className={`tab ${adminView ? 'tab-active' : ''}`}
              onClick={() => setState({ view: 'admin', currentPage: 1 })}
            >
              {t('list.viewAdmin')}
            </button>
          </div>
        )}
        {!adminView && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setCreating(true)}>
            <EditIcon size={16} />
            {pid ? t('discussion:list.postForProblem') : t('discussion:list.post')}
          </button>
        )}
        {pid && (
          <>
            <Link to={links.list} className="btn btn-outline btn-success btn-sm">
              {t('list.allOfGroup')}
            </Link>
            <Link to={links.problem(pid)} className="btn btn-outline btn-warning btn-sm">
              <ArrowRightIcon size={16} />
              {t('discussion:list.backToProblem', { problemId: pid })}
            </Link>
          </>
        )}
      </div>
      {adminView ? (
        <GroupDiscussionAdminTable
          gid={gid}
          page={currentPage}
          onPage={(page) => setState({ currentPage: page })}
        />
      ) : (
        <section aria-labelledby="group-discussion-heading">
          <DiscussionRecords
            list={list}
            categories={categoryList}
            page={currentPage}
            onPage={(page) => setState({ currentPage: page })}
            testId="group-discussion-list"
            canDeleteAny={isGroupAdmin}
            remove={remove}
            links={(discussion) => ({ detail: links.detail(discussion.id), problem: links.problem })}
            group={{ gid, canPin: isGroupAdmin }}
          />
        </section>
      )}
      {/* Stays mounted so a closed, unsent post keeps its text. */}
      <DiscussionFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        categories={categoryList}
        pid={pid}
        group={{ gid, canPin: isGroupAdmin }}
      />
    </div>
  );
}

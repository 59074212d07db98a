import { GROUP_LIST_PAGE_SIZE, GROUP_LIST_PAGE_SIZES, type GroupAuth } from '@contract/group';
import { PlusIcon, UsersIcon } from '@web/components/icons';
import { EmptyState } from '@web/components/ui/empty-state';
import { FilterPanel, FilterRow } from '@web/components/ui/filter-panel';
import { Pagination } from '@web/components/ui/pagination';
import { positiveIntParam, useQueryFilters } from '@web/hooks/use-query-filters';
import { useUser } from '@web/lib/auth';
import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupList } from '../api/get-group-list';
import { askToLogin } from '../lib/ask-to-login';
import { CreateGroupDialog } from './create-group-dialog';
import { GroupCard } from './group-card';
import { AUTH_TONE, GROUP_AUTHS } from './group-tags';

const authOf = (value: string | null) => GROUP_AUTHS.find((auth) => String(auth) === value);

const pageSizeOf = (value: string | null) => {
  const size = positiveIntParam(value);
  return GROUP_LIST_PAGE_SIZES.find((allowed) => allowed === size) ?? GROUP_LIST_PAGE_SIZE;
};

/**
 * Spec 3 §2 Group list. Keyword, type, "my groups", page and page size live in the query string
 * (HOJ's GroupList route query). Guests may browse, but opening a group, creating one or asking
 * for their own groups asks them to log in.
 */
export function GroupListPage() {
  const { t } = useTranslation('group');
  const user = useUser();
  const loggedIn = Boolean(user);
  const { searchParams, update, currentPage, keyword } = useQueryFilters();
  const limit = pageSizeOf(searchParams.get('limit'));
  const auth = authOf(searchParams.get('auth'));
  const onlyMineAsked = searchParams.get('onlyMine') === 'true';
  const onlyMine = loggedIn && onlyMineAsked;
  const [creating, setCreating] = useState(false);

  const list = useGroupList(
    { currentPage, limit, keyword: keyword || undefined, auth, onlyMine: onlyMine || undefined },
    user?.uid,
  );

  // A guest arriving at ?onlyMine=true (a shared link, a logout) sees every group and is asked to log in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the guest/onlyMine combination appears
  useEffect(() => {
    if (onlyMineAsked && !loggedIn) {
      askToLogin();
      update({ onlyMine: undefined });
    }
  }, [onlyMineAsked, loggedIn]);

  const guardOpen = (event: MouseEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    askToLogin();
  };

  const openCreate = () => {
    if (loggedIn) setCreating(true);
    else askToLogin();
  };

  const records = list.data?.records ?? [];
  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-4 md:px-6">
      <FilterPanel
        title={t('list.title')}
        keyword={keyword}
        searchLabel={t('list.keyword')}
        onSearch={(value) => update({ keyword: value })}
        actions={
          <>
            <button
              type="button"
              className="btn btn-warning btn-sm"
              disabled={!loggedIn}
              aria-pressed={onlyMine}
              onClick={() => update({ onlyMine: !onlyMine })}
            >
              <UsersIcon size={16} />
              {t(onlyMine ? 'list.allGroups' : 'list.myGroups')}
            </button>
            <button type="button" className="btn btn-primary btn-sm" onClick={openCreate}>
              <PlusIcon size={16} />
              {t('list.create')}
            </button>
          </>
        }
      >
        <FilterRow label={t('list.type')}>
          <button
            type="button"
            aria-pressed={!auth}
            className={`badge badge-md badge-neutral cursor-pointer ${auth ? 'badge-outline' : ''}`}
            onClick={() => update({ auth: undefined })}
          >
            {t('list.all')}
          </button>
          {GROUP_AUTHS.map((value: GroupAuth) => (
            <button
              key={value}
              type="button"
              aria-pressed={auth === value}
              className={`badge badge-md cursor-pointer ${AUTH_TONE[value].badge} ${auth === value ? '' : 'badge-outline'}`}
              onClick={() => update({ auth: value })}
            >
              {t(`auth.${value}`)}
            </button>
          ))}
        </FilterRow>
      </FilterPanel>

      <section className="mt-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className="skeleton h-44 w-full" />
        ) : records.length === 0 ? (
          <div className="rounded-box border border-base-300 bg-base-100">
            <EmptyState>{t('list.empty')}</EmptyState>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="group-list">
            {records.map((group) => (
              <GroupCard
                key={group.id}
                group={group}
                onOpen={guardOpen}
                onFilterAuth={(value) => update({ auth: value })}
              />
            ))}
          </div>
        )}
      </section>
      <div className="mt-4 flex justify-center">
        <Pagination
          page={currentPage}
          pageSize={limit}
          pageSizes={GROUP_LIST_PAGE_SIZES}
          total={list.data?.total ?? 0}
          onChange={(page, size) =>
            update({
              currentPage: page > 1 ? page : undefined,
              limit: size === GROUP_LIST_PAGE_SIZE ? undefined : size,
            })
          }
        />
      </div>
      {creating && <CreateGroupDialog onClose={() => setCreating(false)} />}
    </div>
  );
}

import { TRAINING_AUTHS, TRAINING_LIST_LIMIT, type TrainingAuth, type TrainingVO } from '@contract/training';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { paths } from '@web/config/paths';
import { useUser } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useTrainingCategories } from '../api/get-training-category';
import { useTrainingList } from '../api/get-training-list';
import { passingRate } from '../lib/training-access';
import { CategoryTag, PercentBar, TrainingAuthTag } from './training-badges';

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};

const authOf = (value: string | null) =>
  TRAINING_AUTHS.includes(value as TrainingAuth) ? (value as TrainingAuth) : undefined;

function FilterRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <legend className="sr-only">{label}</legend>
      <span className="w-28 shrink-0 pt-1 text-sm font-semibold" aria-hidden="true">
        {label}
      </span>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** Spec 2 §2 Training list: keyword, category, auth and page live in the query string. */
export function TrainingListPage() {
  const { t } = useTranslation('training');
  const user = useUser();
  const loggedIn = Boolean(user);
  const [searchParams, setSearchParams] = useSearchParams();
  const currentPage = positiveInt(searchParams.get('currentPage')) ?? 1;
  const categoryId = positiveInt(searchParams.get('categoryId'));
  const auth = authOf(searchParams.get('auth'));
  const keyword = searchParams.get('keyword') ?? '';
  const [draft, setDraft] = useState(keyword);
  useEffect(() => setDraft(keyword), [keyword]);

  const categories = useTrainingCategories();
  const list = useTrainingList(
    { currentPage, limit: TRAINING_LIST_LIMIT, keyword: keyword || undefined, categoryId, auth },
    user?.uid,
  );

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

  // Spec 2 §5: opening a training needs an account; guests stay on the list with the login dialog.
  const guard = (event: MouseEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    toast.warning(t('common:errors.loginFirst'));
    openAuthDialog('login');
  };

  const records = list.data?.records ?? [];
  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-4 md:px-6">
      <section className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 md:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="mr-auto text-2xl font-bold">{t('list.title')}</h1>
          <SearchBox
            value={draft}
            onChange={setDraft}
            label={t('list.keyword')}
            size="sm"
            onSearch={(value) => update({ keyword: value })}
            className="w-full sm:w-80"
          />
        </div>
        <FilterRow label={t('list.auth')}>
          <CategoryTag name={t('list.all')} filled={!auth} onClick={() => update({ auth: undefined })} />
          {TRAINING_AUTHS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={auth === value}
              className={`badge badge-md cursor-pointer ${value === 'Private' ? 'badge-error' : 'badge-success'} ${auth === value ? '' : 'badge-outline'}`}
              onClick={() => update({ auth: value })}
            >
              {t(value === 'Private' ? 'auth.private' : 'auth.public')}
            </button>
          ))}
        </FilterRow>
        <FilterRow label={t('list.category')}>
          <CategoryTag
            name={t('list.all')}
            filled={!categoryId}
            onClick={() => update({ categoryId: undefined })}
          />
          {(categories.data ?? []).map((category) => (
            <CategoryTag
              key={category.id}
              name={category.name}
              color={category.color}
              filled={category.id === categoryId}
              onClick={() => update({ categoryId: category.id })}
            />
          ))}
        </FilterRow>
      </section>

      <section className="mt-4 rounded-box border border-base-300 bg-base-100">
        {list.isPending ? (
          <div className="skeleton h-40 w-full" />
        ) : records.length === 0 ? (
          <EmptyState>{t('list.empty')}</EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="table table-zebra" data-testid="training-list">
              <thead>
                <tr>
                  <th className="w-16">{t('columns.number')}</th>
                  <th>{t('columns.title')}</th>
                  <th className="text-center">{t('columns.auth')}</th>
                  <th className="text-center">{t('columns.category')}</th>
                  {loggedIn && <th className="text-center">{t('columns.progress')}</th>}
                  <th className="text-center">{t('columns.problemCount')}</th>
                  <th className="text-center">{t('columns.author')}</th>
                  <th className="text-center">{t('columns.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {records.map((row) => (
                  <TrainingRow key={row.id} row={row} loggedIn={loggedIn} onOpen={guard} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <div className="mt-4 flex justify-center">
        <Pagination
          page={currentPage}
          pageSize={TRAINING_LIST_LIMIT}
          simple
          total={list.data?.total ?? 0}
          onChange={(page) => update({ currentPage: page > 1 ? page : undefined })}
        />
      </div>
    </div>
  );
}

function TrainingRow({
  row,
  loggedIn,
  onOpen,
}: {
  row: TrainingVO;
  loggedIn: boolean;
  onOpen: (event: MouseEvent) => void;
}) {
  const { t } = useTranslation('training');
  return (
    <tr className="hover">
      <td className="tabular-nums">{row.rank}</td>
      <td className="min-w-48">
        <Link
          className="link link-primary link-hover font-medium"
          to={paths.trainingDetail(row.id)}
          onClick={onOpen}
        >
          {row.title}
        </Link>
      </td>
      <td className="text-center">
        <TrainingAuthTag auth={row.auth} />
      </td>
      <td className="text-center">
        {row.categoryName && <CategoryTag name={row.categoryName} color={row.categoryColor} />}
      </td>
      {loggedIn && (
        <td>
          <PercentBar
            percent={passingRate(row.acCount ?? 0, row.problemCount)}
            counts={`${row.acCount ?? 0}/${row.problemCount}`}
            label={t('columns.progress')}
            tone="progress-success"
          />
        </td>
      )}
      <td className="text-center tabular-nums">{row.problemCount}</td>
      <td className="text-center">
        <Link className="link link-hover" to={paths.userHome({ username: row.author })}>
          {row.author}
        </Link>
      </td>
      <td className="text-center whitespace-nowrap" title={formatDateTime(row.gmtModified)}>
        {formatRelative(row.gmtModified)}
      </td>
    </tr>
  );
}

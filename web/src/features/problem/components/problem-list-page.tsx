import { REMOTE_OJS } from '@contract/limits';
import type { ProblemListRow } from '@contract/problem';
import { createColumnHelper } from '@tanstack/react-table';
import { RotateCcwIcon, ShuffleIcon } from '@web/components/icons';
import { RemoteProblemOrigin } from '@web/components/remote-judge/remote-judge-badge';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { paths } from '@web/config/paths';
import { useUrlState } from '@web/hooks/use-url-state';
import { useUser } from '@web/lib/auth';
import { storage } from '@web/lib/storage';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useProblemList } from '../api/get-problem-list';
import { useProblemTags } from '../api/get-problem-tags';
import { getRandomProblem } from '../api/get-random-problem';
import { statusOf, useUserProblemStatus } from '../api/get-user-problem-status';
import {
  LAST_LIST_KEY,
  PROBLEM_LIST_DEFAULTS,
  parseDifficulty,
  parseTagIds,
  serializeTagIds,
  tagOjOf,
  toggleTagId,
} from '../lib/list-filters';
import { AcRate } from './ac-rate';
import { DifficultyBadge } from './difficulty-badge';
import { ProblemStatusIcon } from './problem-status-icon';
import { TagBadge } from './tag-badge';
import { TagPanel } from './tag-panel';

const SHOW_TAGS_KEY = 'problemList:showTags';

type Row = ProblemListRow & { myStatus: number };
const column = createColumnHelper<Row>();

export function ProblemListPage() {
  const { t } = useTranslation('problem');
  const navigate = useNavigate();
  const user = useUser();
  const [state, setState] = useUrlState(PROBLEM_LIST_DEFAULTS);
  const [keyword, setKeyword] = useState(state.keyword);
  // The box follows the URL only when the URL's keyword itself changes (Reset, Back, a shared
  // link), adjusted during render: an effect re-applying it after mount would overwrite what
  // someone types while the first list is still loading.
  const [urlKeyword, setUrlKeyword] = useState(state.keyword);
  if (urlKeyword !== state.keyword) {
    setUrlKeyword(state.keyword);
    setKeyword(state.keyword);
  }
  const [showTags, setShowTags] = useState(() => storage.get(SHOW_TAGS_KEY) === 'true');
  const [randomLoading, setRandomLoading] = useState(false);

  const selectedTags = useMemo(() => parseTagIds(state.tagId), [state.tagId]);
  const difficulty = parseDifficulty(state.difficulty);
  const query = useMemo(
    () => ({
      keyword: state.keyword,
      difficulty,
      oj: state.oj,
      tagId: serializeTagIds(selectedTags),
      currentPage: state.currentPage,
      limit: state.limit,
    }),
    [state.keyword, difficulty, state.oj, selectedTags, state.currentPage, state.limit],
  );
  const list = useProblemList(query);
  const tags = useProblemTags(tagOjOf(state.oj));

  useEffect(() => storage.setJson(LAST_LIST_KEY, query), [query]);

  const records = list.data?.records ?? [];
  const pidList = useMemo(() => records.map((row) => row.pid), [records]);
  const statuses = useUserProblemStatus(user?.uid, pidList);
  const rows: Row[] = useMemo(
    () => records.map((row) => ({ ...row, myStatus: statusOf(statuses.data, row.pid).status })),
    [records, statuses.data],
  );

  const columns = useMemo(
    () => [
      ...(user
        ? [
            column.accessor('myStatus', {
              header: () => <span className="sr-only">{t('list.myStatus')}</span>,
              size: 36,
              cell: (info) => <ProblemStatusIcon status={info.getValue()} />,
            }),
          ]
        : []),
      column.accessor('problemId', {
        header: () => t('list.id'),
        cell: (info) => (
          <span className="inline-flex flex-wrap items-center gap-1.5">
            <Link className="link link-hover font-mono" to={paths.problem(info.getValue())}>
              {info.getValue()}
            </Link>
            <RemoteProblemOrigin problemId={info.getValue()} compact />
          </span>
        ),
      }),
      column.accessor('title', {
        header: () => t('list.problemTitle'),
        cell: ({ row: { original } }) => (
          <div className="flex min-w-48 flex-wrap items-center gap-x-3 gap-y-1">
            <Link className="link link-hover link-primary font-medium" to={paths.problem(original.problemId)}>
              {original.title}
            </Link>
            {showTags && original.tags.length > 0 && (
              <span className="flex flex-wrap gap-1">
                {original.tags.map((tag) => (
                  <TagBadge
                    key={tag.id}
                    tag={tag}
                    size="xs"
                    selected={selectedTags.includes(tag.id)}
                    onClick={() => setState({ tagId: toggleTagId(state.tagId, tag.id), currentPage: 1 })}
                  />
                ))}
              </span>
            )}
          </div>
        ),
      }),
      column.accessor('difficulty', {
        header: () => t('list.difficulty'),
        cell: (info) => <DifficultyBadge difficulty={info.getValue()} />,
      }),
      column.accessor('total', {
        header: () => t('list.total'),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
      column.display({
        id: 'acRate',
        header: () => t('list.acRate'),
        cell: ({ row: { original } }) => <AcRate counts={original} />,
      }),
    ],
    [t, user, showTags, selectedTags, setState, state.tagId],
  );

  const toggleShowTags = (value: boolean) => {
    setShowTags(value);
    storage.set(SHOW_TAGS_KEY, String(value));
  };

  const pickRandom = async () => {
    setRandomLoading(true);
    try {
      const { keyword, difficulty: level, oj, tagId } = query;
      const problemId = await getRandomProblem({ keyword, difficulty: level, oj, tagId });
      if (problemId) navigate(paths.problem(problemId));
    } catch {
      // The api client has told the user why.
    } finally {
      setRandomLoading(false);
    }
  };

  const banks = [
    { value: '', label: t('bank.all') },
    { value: 'Mine', label: t('bank.mine') },
    ...REMOTE_OJS.map((oj) => ({ value: oj, label: t(`bank.remote.${oj}`) })),
  ];

  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <section className="card min-w-0 border border-base-300 bg-base-100">
        <div className="card-body gap-4 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="card-title text-xl">{t('list.title')}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <label className="label cursor-pointer gap-2 text-sm">
                <input
                  type="checkbox"
                  className="toggle toggle-sm toggle-primary"
                  checked={showTags}
                  onChange={(event) => toggleShowTags(event.target.checked)}
                />
                {t('list.showTags')}
              </label>
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                onClick={() => setState({ ...PROBLEM_LIST_DEFAULTS, limit: state.limit })}
              >
                <RotateCcwIcon size={14} /> {t('list.reset')}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-secondary"
                disabled={randomLoading}
                onClick={() => void pickRandom()}
              >
                {randomLoading ? (
                  <span className="loading loading-spinner loading-xs" />
                ) : (
                  <ShuffleIcon size={14} />
                )}
                {t('list.random')}
              </button>
            </div>
          </div>

          <div className="flex flex-wrap items-center gap-3">
            <select
              className="select select-sm w-auto"
              value={state.oj}
              aria-label={t('bank.label')}
              onChange={(event) => setState({ oj: event.target.value, tagId: '', currentPage: 1 })}
            >
              {banks.map((bank) => (
                <option key={bank.value} value={bank.value}>
                  {bank.label}
                </option>
              ))}
            </select>
            <fieldset className="join" aria-label={t('list.difficulty')}>
              {(['', 0, 1, 2] as const).map((level) => (
                <button
                  key={String(level)}
                  type="button"
                  className={`join-item btn btn-sm ${difficulty === level ? 'btn-primary' : ''}`}
                  aria-pressed={difficulty === level}
                  onClick={() => setState({ difficulty: String(level), currentPage: 1 })}
                >
                  {level === '' ? t('bank.all') : t(`common:difficulty.${level}`)}
                </button>
              ))}
            </fieldset>
            <SearchBox
              name="keyword"
              value={keyword}
              label={t('list.keyword')}
              onChange={setKeyword}
              onSearch={(value) => setState({ keyword: value, currentPage: 1 })}
              // Never narrower than a usable field with its button: below that it takes a row of its own.
              className="min-w-56 flex-1 sm:max-w-xs"
            />
          </div>

          <DataTable
            data={rows}
            columns={columns}
            loading={list.isFetching}
            empty={t('list.empty')}
            getRowId={(row) => String(row.pid)}
          />
          <Pagination
            page={state.currentPage}
            pageSize={state.limit}
            total={list.data?.total ?? 0}
            onChange={(currentPage, limit) => setState({ currentPage, limit })}
          />
        </div>
      </section>
      <TagPanel
        groups={tags.data}
        loading={tags.isPending}
        selected={selectedTags}
        onToggle={(id) => setState({ tagId: toggleTagId(state.tagId, id), currentPage: 1 })}
        onClear={() => setState({ tagId: '', currentPage: 1 })}
      />
    </div>
  );
}

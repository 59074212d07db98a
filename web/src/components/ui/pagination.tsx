import { useTranslation } from 'react-i18next';

export const PAGE_SIZES = [10, 15, 30, 50, 100] as const;

export type PagerItem = number | 'prev-more' | 'next-more';

/**
 * Numbered buttons with ellipses, `pagerCount` numbers at most including the first and last
 * page (spec 1 §9: five buttons), keeping the current page in the middle when it can.
 */
export function pagerItems(current: number, pageCount: number, pagerCount = 5): PagerItem[] {
  if (pageCount <= 1) return [1];
  if (pageCount <= pagerCount) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const half = (pagerCount - 1) / 2;
  const prevMore = current > pagerCount - half;
  const nextMore = current < pageCount - half;
  const middle: number[] = [];
  if (prevMore && !nextMore) {
    for (let i = pageCount - (pagerCount - 2); i < pageCount; i++) middle.push(i);
  } else if (!prevMore && nextMore) {
    for (let i = 2; i < pagerCount; i++) middle.push(i);
  } else {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) middle.push(i);
  }
  return [
    1,
    ...(prevMore ? (['prev-more'] as const) : []),
    ...middle,
    ...(nextMore ? (['next-more'] as const) : []),
    pageCount,
  ];
}

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
  pageSizes?: readonly number[];
  pagerCount?: number;
  /** Hide the size selector and the total (compact panels). */
  simple?: boolean;
}

export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  pageSizes = PAGE_SIZES,
  pagerCount = 5,
  simple = false,
}: PaginationProps) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const jump = Math.max(1, pagerCount - 2);

  return (
    <nav className="flex flex-wrap items-center justify-center gap-2" aria-label={t('pagination.label')}>
      {!simple && <span className="text-sm opacity-70">{t('pagination.total', { count: total })}</span>}
      <div className="join">
        <button
          type="button"
          className="join-item btn btn-sm"
          disabled={page <= 1}
          aria-label={t('pagination.previous')}
          onClick={() => onChange(page - 1, pageSize)}
        >
          ‹
        </button>
        {pagerItems(page, pageCount, pagerCount).map((item) =>
          typeof item === 'number' ? (
            <button
              key={item}
              type="button"
              className={`join-item btn btn-sm ${item === page ? 'btn-primary' : ''}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onChange(item, pageSize)}
            >
              {item}
            </button>
          ) : (
            <button
              key={item}
              type="button"
              className="join-item btn btn-sm"
              aria-label={t(item === 'prev-more' ? 'pagination.jumpBack' : 'pagination.jumpForward', {
                count: jump,
              })}
              onClick={() =>
                onChange(
                  item === 'prev-more' ? Math.max(1, page - jump) : Math.min(pageCount, page + jump),
                  pageSize,
                )
              }
            >
              …
            </button>
          ),
        )}
        <button
          type="button"
          className="join-item btn btn-sm"
          disabled={page >= pageCount}
          aria-label={t('pagination.next')}
          onClick={() => onChange(page + 1, pageSize)}
        >
          ›
        </button>
      </div>
      {!simple && (
        <select
          className="select select-sm w-auto"
          value={pageSize}
          aria-label={t('pagination.pageSize')}
          onChange={(event) => onChange(1, Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('pagination.perPage', { count: size })}
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}

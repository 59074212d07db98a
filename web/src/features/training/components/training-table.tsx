import type { TrainingVO } from '@contract/training';
import { paths } from '@web/config/paths';
import { formatDateTime, formatRelative } from '@web/lib/format';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { passingRate } from '../lib/training-access';
import { CategoryTag, PercentBar, TrainingAuthTag } from './training-badges';

export interface TrainingTableProps {
  rows: TrainingVO[];
  testId: string;
  /** The column names' namespace (the site's list and a group's word them apart). */
  ns: 'training' | 'groupTraining';
  /** The training's page. */
  linkTo: (row: TrainingVO) => string;
  /** The viewer's progress column, for those logged in. */
  showProgress: boolean;
  /** On the title link, before it opens the training. */
  onOpenLink?: (event: MouseEvent) => void;
  /** A click anywhere on a row opens its training. */
  onOpenRow?: (to: string) => void;
}

/**
 * The member's table of trainings (spec 2 §2, spec 3 §2): rank, title, auth, category, progress
 * (solved over problems, the counts on hover), problem count, author and last update.
 */
export function TrainingTable({
  rows,
  testId,
  ns,
  linkTo,
  showProgress,
  onOpenLink,
  onOpenRow,
}: TrainingTableProps) {
  const { t } = useTranslation(ns);
  return (
    <table className="table table-zebra" data-testid={testId}>
      <thead>
        <tr>
          <th className="w-16">{t('columns.number')}</th>
          <th>{t('columns.title')}</th>
          <th className="text-center">{t('columns.auth')}</th>
          <th className="text-center">{t('columns.category')}</th>
          {showProgress && <th className="text-center">{t('columns.progress')}</th>}
          <th className="text-center">{t('columns.problemCount')}</th>
          <th className="text-center">{t('columns.author')}</th>
          <th className="text-center">{t('columns.updated')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const to = linkTo(row);
          const solved = row.acCount ?? 0;
          // Links inside a clickable row open only their own page.
          const stopRow = onOpenRow ? (event: MouseEvent) => event.stopPropagation() : undefined;
          return (
            <tr
              key={row.id}
              className={onOpenRow ? 'hover cursor-pointer' : 'hover'}
              onClick={onOpenRow ? () => onOpenRow(to) : undefined}
            >
              <td className="tabular-nums">{row.rank}</td>
              <td className="min-w-48">
                <Link
                  className="link link-primary link-hover font-medium"
                  to={to}
                  onClick={(event) => {
                    stopRow?.(event);
                    onOpenLink?.(event);
                  }}
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
              {showProgress && (
                <td>
                  <PercentBar
                    percent={passingRate(solved, row.problemCount)}
                    counts={`${solved}/${row.problemCount}`}
                    label={t('columns.progress')}
                    tone="progress-success"
                  />
                </td>
              )}
              <td className="text-center tabular-nums">{row.problemCount}</td>
              <td className="text-center">
                <Link
                  className="link link-hover"
                  to={paths.userHome({ username: row.author })}
                  onClick={stopRow}
                >
                  {row.author}
                </Link>
              </td>
              <td className="text-center whitespace-nowrap" title={formatDateTime(row.gmtModified)}>
                {formatRelative(row.gmtModified)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

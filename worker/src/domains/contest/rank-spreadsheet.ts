import type { AcmContestRankRow, AcmProblemCell, OiContestRankRow } from '@contract/contest-board';
import writeXlsxFile from 'write-excel-file/universal';
import { rankShowName } from '../ranking/index';

/**
 * The rank download (HOJ ContestFileManager.downloadContestRank): one sheet "rank" with HOJ's
 * columns (Rank, Username, ShowName, Real Name, School, then AC / Total Submission / Total
 * Penalty Time for ACM or Total Score for OI, then one column per problem).
 */

/** An ACM cell as HOJ writes it: +(tries) when solved (* after the end), -(errors+pending), ?(pending). */
export function acmCellText(cell: AcmProblemCell | undefined): string {
  if (!cell) return '';
  const tries = cell.tryNum ?? 0;
  if (cell.isAC) return `+(${cell.errorNum + 1})${cell.isAfterContest ? '*' : ''}`;
  if (tries !== 0 && cell.errorNum !== 0) return `-(${cell.errorNum}+${tries})`;
  if (cell.errorNum !== 0) return `-(${cell.errorNum})`;
  if (tries !== 0) return `?(${tries})`;
  return '';
}

type Cell = string | number;

/** The sheet's rows, head first; pure so it is tested without unzipping. */
export function rankSheetRows(
  type: number,
  rows: readonly (AcmContestRankRow | OiContestRankRow)[],
  displayIds: readonly string[],
  showName: string,
): Cell[][] {
  const acm = type === 0;
  const head = [
    'Rank',
    'Username',
    'ShowName',
    'Real Name',
    'School',
    ...(acm ? ['AC', 'Total Submission', 'Total Penalty Time'] : ['Total Score']),
    ...displayIds,
  ];
  const body = rows.map((row): Cell[] => {
    const who: Cell[] = [
      row.rank === -1 ? '*' : String(row.rank),
      row.username,
      rankShowName(showName, row) ?? '',
      row.realname ?? '',
      row.school ?? '',
    ];
    if ('ac' in row) {
      return [
        ...who,
        row.ac,
        row.total,
        row.totalTime,
        ...displayIds.map((id) => acmCellText(row.submissionInfo[id])),
      ];
    }
    return [...who, row.totalScore, ...displayIds.map((id) => row.submissionInfo[id] ?? '')];
  });
  return [head, ...body];
}

export async function rankSpreadsheet(rows: Cell[][]): Promise<Blob> {
  const data = rows.map((row, i) =>
    row.map((value) => ({ value, ...(i === 0 ? { fontWeight: 'bold' as const } : {}) })),
  );
  return writeXlsxFile(data, { sheet: 'rank' }).toBlob();
}

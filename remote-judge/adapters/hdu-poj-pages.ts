// What HDU's and POJ's adapters share: both are old server-rendered sites (PHP and Java) whose
// problem pages, status tables and compile-error pages are read the same way.
import { HTMLElement } from 'node-html-parser';
import { RemoteJudgeError } from '../adapter';
import { parseHtml, preformattedText } from '../html';
import { readMemoryKb, readTimeMs, sleep } from '../text';

/** A table cell's words, a `<br>` read as a space (HDU writes `Runtime Error<br>(STACK_OVERFLOW)`). */
export function cellText(cell: HTMLElement): string {
  return parseHtml(cell.innerHTML.replace(/<br\s*\/?>/gi, ' '))
    .text.replace(/\s+/g, ' ')
    .trim();
}

/**
 * The rows of a status table, each keyed by its column heading. The table is found by its
 * header row (the row naming every column in `columns`), so a page without it is `malformed`
 * and a change in column order does not misread a field.
 */
export function statusTableRows(
  root: HTMLElement,
  columns: readonly string[],
  judgeName: string,
): Record<string, HTMLElement>[] {
  const header = root.querySelectorAll('tr').find((row) => {
    const names = rowCells(row).map((cell) => cellText(cell));
    return columns.every((column) => names.includes(column));
  });
  const table = header?.parentNode;
  if (!header || !table) {
    throw new RemoteJudgeError('malformed', `${judgeName}'s status page has no status table`);
  }
  const names = rowCells(header).map((cell) => cellText(cell));
  const rows: Record<string, HTMLElement>[] = [];
  for (const row of table.querySelectorAll('tr')) {
    if (row === header) continue;
    const cells = rowCells(row);
    if (cells.length !== names.length || !/^\d+$/.test(cellText(cells[0] as HTMLElement))) continue;
    rows.push(Object.fromEntries(names.map((name, i) => [name, cells[i] as HTMLElement])));
  }
  return rows;
}

/** A row's own cells (a layout table's row also contains the cells of the tables inside it). */
function rowCells(row: HTMLElement): HTMLElement[] {
  return row.childNodes.filter(
    (node): node is HTMLElement => node instanceof HTMLElement && /^t[dh]$/i.test(node.tagName),
  );
}

/** A status table's time cell (`15MS`) in ms; null for an empty or unreadable cell. */
export function timeCellMs(cell: HTMLElement | undefined): number | null {
  return cell ? readTimeMs(cellText(cell)) : null;
}

/** A status table's memory cell (`1736K`) in KB; null for an empty or unreadable cell. */
export function memoryCellKb(cell: HTMLElement | undefined): number | null {
  return cell ? readMemoryKb(cellText(cell)) : null;
}

/** A judge's memory limit in K as whole MB (POJ's 10000K is 9.77 MB: shown as 10, never as 0). */
export function kilobytesToMb(kilobytes: number): number {
  return Math.max(1, Math.round(kilobytes / 1024));
}

/** The text of the first `<pre>` of a compile-error page, entities decoded; null when there is none. */
export function firstPreText(html: string): string | null {
  const pre = parseHtml(html).querySelector('pre');
  return pre ? preformattedText(pre) : null;
}

/** Base64 of a string's UTF-8 bytes (btoa alone takes Latin-1 only). */
export function base64Utf8(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/**
 * The judge's run id of the submission just made: the newest run of the account on the problem
 * that is newer than `before` (read before submitting, so an older run of the same account is
 * never taken for it). The judge may list a run a moment after accepting it, hence a few reads.
 */
export async function newRunId(
  latestRunId: () => Promise<number | null>,
  before: number | null,
  judgeName: string,
): Promise<string> {
  const attempts = 3;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const latest = await latestRunId();
    if (latest !== null && (before === null || latest > before)) return String(latest);
    if (attempt < attempts) await sleep(1000);
  }
  throw new RemoteJudgeError(
    'malformed',
    `${judgeName} accepted the submission but its status page does not list it`,
  );
}

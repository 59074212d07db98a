import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useKeyboardScrollable } from '@web/hooks/use-keyboard-scrollable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DataTableProps<T> {
  data: T[];
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column, as in TanStack's own examples
  columns: ColumnDef<T, any>[];
  loading?: boolean;
  empty?: ReactNode;
  getRowId?: (row: T, index: number) => string;
  className?: string;
  /** Extra classes of a body row (e.g. the viewer's own row on a scoreboard). */
  rowClassName?: (row: T) => string | undefined;
  /** Extra classes of a body cell, by row and column id (e.g. coloured scoreboard cells). */
  cellClassName?: (row: T, columnId: string) => string | undefined;
}

/** TanStack Table rendered with daisyUI's table styles; paging and sorting stay with the caller. */
export function DataTable<T>({
  data,
  columns,
  loading,
  empty,
  getRowId,
  className = '',
  rowClassName,
  cellClassName,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId });
  const rows = table.getRowModel().rows;
  const scrollBox = useKeyboardScrollable<HTMLDivElement>();

  return (
    <div ref={scrollBox} className={`relative overflow-x-auto ${className}`}>
      <table className="table table-zebra">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  style={header.column.columnDef.size ? { width: header.getSize() } : undefined}
                >
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={`hover ${rowClassName?.(row.original) ?? ''}`}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cellClassName?.(row.original, cell.column.id)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && !loading && (
            <tr>
              <td colSpan={columns.length} className="py-10 text-center opacity-60">
                {empty ?? t('states.noData')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {loading && (
        <div className="absolute inset-0 flex items-center justify-center bg-base-100/60">
          <span
            className="loading loading-spinner loading-md"
            role="status"
            aria-label={t('states.loading')}
          />
        </div>
      )}
    </div>
  );
}

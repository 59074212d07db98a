import { useTranslation } from 'react-i18next';
import { type AwardRow, newAwardRow } from '../lib/contest-form';

/** Award tiers (spec 2 §5): priority order, a name and colours, and a count or a percentage. */
export function AwardsEditor({
  rows,
  proportion,
  onChange,
}: {
  rows: AwardRow[];
  /** Percentages of the ranked rows rather than counts. */
  proportion: boolean;
  onChange: (rows: AwardRow[]) => void;
}) {
  const { t } = useTranslation('contestAdmin');
  const patch = (key: number, change: Partial<AwardRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const number = (value: string) => (value.trim() === '' ? 0 : Number(value));

  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>{t('award.priority')}</th>
              <th>{t('award.name')}</th>
              <th>{t('award.background')}</th>
              <th>{t('award.color')}</th>
              <th>{proportion ? t('award.proportion') : t('award.number')}</th>
              <th>{t('award.preview')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.key}>
                <td>
                  <input
                    type="number"
                    className="input input-sm w-20"
                    aria-label={t('award.priorityOf', { n: index + 1 })}
                    value={row.priority}
                    onChange={(event) => patch(row.key, { priority: number(event.target.value) })}
                  />
                </td>
                <td>
                  <input
                    className="input input-sm w-32"
                    aria-label={t('award.nameOf', { n: index + 1 })}
                    value={row.name}
                    onChange={(event) => patch(row.key, { name: event.target.value })}
                  />
                </td>
                <td>
                  <input
                    type="color"
                    className="h-8 w-12 cursor-pointer rounded border border-base-300 bg-transparent"
                    aria-label={t('award.backgroundOf', { n: index + 1 })}
                    value={row.background}
                    onChange={(event) => patch(row.key, { background: event.target.value })}
                  />
                </td>
                <td>
                  <input
                    type="color"
                    className="h-8 w-12 cursor-pointer rounded border border-base-300 bg-transparent"
                    aria-label={t('award.colorOf', { n: index + 1 })}
                    value={row.color}
                    onChange={(event) => patch(row.key, { color: event.target.value })}
                  />
                </td>
                <td>
                  <label className="input input-sm w-28">
                    <input
                      type="number"
                      min={0}
                      max={proportion ? 100 : undefined}
                      aria-label={t('award.numOf', { n: index + 1 })}
                      value={row.num}
                      onChange={(event) => patch(row.key, { num: number(event.target.value) })}
                    />
                    {proportion && <span className="opacity-60">%</span>}
                  </label>
                </td>
                <td>
                  <span
                    className="rounded px-2 py-1 text-xs whitespace-nowrap"
                    style={{ background: row.background, color: row.color }}
                  >
                    {row.name || '--'}
                  </span>
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-error"
                    aria-label={t('award.removeOf', { n: index + 1 })}
                    onClick={() => onChange(rows.filter((item) => item.key !== row.key))}
                  >
                    {t('actions.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => onChange([...rows, newAwardRow(rows, t('award.newName'))])}
        >
          {t('award.add')}
        </button>
      </div>
    </div>
  );
}

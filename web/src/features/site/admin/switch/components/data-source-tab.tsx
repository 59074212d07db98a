import { Panel } from '@web/components/ui/panel';
import { Spinner } from '@web/components/ui/spinner';
import { useTranslation } from 'react-i18next';
import { useDataSource } from '../api/get-data-source';

/**
 * What this deployment's data lives in. Nothing here can change while the server runs, so the
 * tab shows the facts and how an operator changes them, with no form to save.
 */
export function DataSourceTab() {
  const { t } = useTranslation('switchAdmin');
  const source = useDataSource();
  if (source.isPending) return <Spinner />;
  if (source.isError) {
    return (
      <p role="alert" className="text-error">
        {source.error.message}
      </p>
    );
  }
  const data = source.data;
  const rows: [string, string][] = [[t('dataSource.engine'), t(`dataSource.engines.${data.engine}`)]];
  if (data.engine === 'pglite')
    rows.push([t('dataSource.dataDir'), data.dataDir ?? t('dataSource.inMemory')]);
  else {
    rows.push(
      [t('dataSource.url'), data.url ?? ''],
      [t('dataSource.host'), data.dbPort === null ? data.dbHost : `${data.dbHost}:${data.dbPort}`],
      [t('dataSource.name'), data.dbName],
      [t('dataSource.username'), data.dbUsername],
      [t('dataSource.password'), data.dbPassword || t('dataSource.none')],
    );
  }
  rows.push([t('dataSource.redis'), t('dataSource.noRedis')]);
  return (
    <Panel title={t('sections.dataSource')}>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium opacity-70">{label}</dt>
            <dd className="break-all font-mono">{value}</dd>
          </div>
        ))}
      </dl>
      <div role="note" className="alert alert-info text-sm">
        {t('dataSource.howToChange', { how: data.howToChange })}
      </div>
    </Panel>
  );
}

import type { JudgeServiceInfo } from '@contract/admin-dashboard';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@web/components/ui/data-table';
import { Panel } from '@web/components/ui/panel';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import { HealthBadge } from './status-badge';

export function JudgeServersPanel({ runners }: { runners: JudgeServiceInfo[] | undefined }) {
  const { t } = useTranslation('dashboard');
  const columns: ColumnDef<JudgeServiceInfo>[] = [
    {
      id: 'name',
      header: t('column.name'),
      cell: ({ row }) => (
        <span className="font-medium">
          {row.original.service.metadata.judgeName}
          {row.original.version && <span className="ml-1 text-xs opacity-60">{row.original.version}</span>}
        </span>
      ),
    },
    { id: 'host', header: t('column.host'), cell: ({ row }) => row.original.service.host || '--' },
    { id: 'cores', header: t('column.cores'), cell: ({ row }) => row.original.cpuCores },
    { id: 'cpu', header: t('column.cpu'), cell: ({ row }) => row.original.percentCpuLoad ?? '--' },
    { id: 'memory', header: t('column.memory'), cell: ({ row }) => row.original.percentMemoryLoad ?? '--' },
    {
      id: 'jobs',
      header: t('column.jobs'),
      cell: ({ row }) => `${row.original.jobsInFlight} / ${row.original.maxJobs}`,
    },
    {
      id: 'languages',
      header: t('column.languages'),
      // Wide and wrapping: a runner offers a dozen languages, which a narrow column stacks into tall rows.
      cell: ({ row }) =>
        row.original.languages.length === 0 ? (
          '--'
        ) : (
          <div className="flex min-w-64 flex-wrap gap-1">
            {row.original.languages.map((language) => (
              <span key={language.name} className="badge badge-ghost badge-sm" title={language.description}>
                {language.name}
              </span>
            ))}
          </div>
        ),
    },
    {
      id: 'protections',
      header: t('column.protections'),
      cell: ({ row }) =>
        row.original.missingProtections.length === 0 ? (
          <span className="text-xs opacity-70">{t('status.allProtections')}</span>
        ) : (
          <span className="flex flex-wrap gap-1">
            {row.original.missingProtections.map((p) => (
              <span key={p} className="badge badge-warning badge-sm">
                {p}
              </span>
            ))}
          </span>
        ),
    },
    {
      id: 'heartbeat',
      header: t('column.heartbeat'),
      cell: ({ row }) => (
        <span title={formatDateTime(row.original.lastHeartbeat)}>
          {formatRelative(row.original.lastHeartbeat)}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('column.status'),
      cell: ({ row }) =>
        row.original.startError === null ? (
          <HealthBadge healthy={row.original.healthy} />
        ) : (
          <span className="flex min-w-48 flex-col gap-1">
            <span className="badge badge-error badge-sm">{t('status.cannotStart')}</span>
            <span className="text-xs break-words opacity-80">{row.original.startError}</span>
          </span>
        ),
    },
  ];
  return (
    <Panel title={t('judgeServers.title', { count: runners?.length ?? 0 })}>
      <DataTable
        data={runners ?? []}
        columns={columns}
        loading={!runners}
        empty={t('judgeServers.empty')}
        getRowId={(row) => row.name}
      />
    </Panel>
  );
}

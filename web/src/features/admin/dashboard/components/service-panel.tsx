import type { ServiceInfo, ServiceInstance } from '@contract/admin-dashboard';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@web/components/ui/data-table';
import { Panel } from '@web/components/ui/panel';
import { useTranslation } from 'react-i18next';
import { HealthBadge } from './status-badge';

const MB = 1024 * 1024;

export function ServicePanel({ info }: { info: ServiceInfo | undefined }) {
  const { t } = useTranslation('dashboard');
  const notReported = t('service.notReported');
  const columns: ColumnDef<ServiceInstance>[] = [
    { id: 'name', header: t('column.name'), cell: ({ row }) => row.original.serviceId },
    { id: 'host', header: t('column.host'), cell: ({ row }) => row.original.host },
    { id: 'port', header: t('column.port'), cell: ({ row }) => row.original.port ?? '--' },
    { id: 'cores', header: t('column.cores'), cell: () => info?.backupCores ?? notReported },
    { id: 'cpu', header: t('column.cpu'), cell: () => info?.backupPercentCpuLoad ?? notReported },
    { id: 'memory', header: t('column.memory'), cell: () => info?.backupPercentMemoryLoad ?? notReported },
    {
      id: 'status',
      header: t('column.status'),
      cell: ({ row }) => <HealthBadge healthy={row.original.metadata['nacos.healthy'] === 'true'} />,
    },
  ];
  const runtime = info?.runtime;
  const https = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return (
    <Panel title={t('service.title')}>
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <span>
          {t('service.instances')}: {info?.backupService.length ?? '--'}
        </span>
        <span>
          {t('service.registry')}:{' '}
          <span className={`badge badge-sm ${info?.nacos.status === 'UP' ? 'badge-success' : 'badge-error'}`}>
            {info ? (info.nacos.status === 'UP' ? t('status.up') : t('status.down')) : '--'}
          </span>
        </span>
        <span>
          {t('service.https')}:{' '}
          <span className={`badge badge-sm ${https ? 'badge-success' : 'badge-error'}`}>
            {https ? t('service.enabled') : t('service.disabled')}
          </span>
        </span>
        {runtime && (
          <span>
            {t('service.runtime')}: {runtime.name}
            {runtime.version ? ` ${runtime.version}` : ''}
          </span>
        )}
        {runtime?.uptimeSeconds != null && (
          <span>
            {t('service.uptime')}: {Math.floor(runtime.uptimeSeconds / 3600)}h{' '}
            {Math.floor((runtime.uptimeSeconds % 3600) / 60)}m
          </span>
        )}
        {runtime?.processMemoryBytes != null && (
          <span>
            {t('service.processMemory')}: {Math.round(runtime.processMemoryBytes / MB)} MB
          </span>
        )}
        {runtime?.loadAverage && (
          <span>
            {t('service.loadAverage')}: {runtime.loadAverage.map((n) => n.toFixed(2)).join(' / ')}
          </span>
        )}
      </div>
      {runtime && runtime.unavailable.length > 0 && (
        <p className="text-xs opacity-70" data-testid="dashboard-runtime-unavailable">
          {t('service.unavailable', { figures: runtime.unavailable.join(', ') })}
        </p>
      )}
      <DataTable data={info?.backupService ?? []} columns={columns} getRowId={(row) => row.instanceId} />
    </Panel>
  );
}

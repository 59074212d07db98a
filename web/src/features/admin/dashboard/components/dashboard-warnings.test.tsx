import type { JudgeServiceInfo } from '@contract/admin-dashboard';
import { render, screen } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import '@web/testing/render';
import { beforeAll, describe, expect, it } from 'vitest';
import { DashboardWarnings } from './dashboard-warnings';

beforeAll(setupTestI18n);

function runner(name: string, values: Partial<JudgeServiceInfo> = {}): JudgeServiceInfo {
  return {
    service: {
      serviceId: 'hoj-judgeserver',
      instanceId: name,
      host: `${name}.local`,
      port: null,
      secure: false,
      uri: '',
      metadata: { judgeName: name, 'nacos.healthy': 'true' },
    },
    cpuCores: 4,
    percentCpuLoad: '10.00%',
    percentMemoryLoad: '20.00%',
    name,
    version: '1.0.0',
    languages: [{ name: 'C', description: 'GCC' }],
    missingProtections: [],
    startError: null,
    jobsInFlight: 0,
    maxJobs: 2,
    lastHeartbeat: new Date().toISOString(),
    healthy: true,
    ...values,
  };
}

describe('dashboard warnings', () => {
  it('says nothing before the runner list is known, or when every runner is healthy and protected', () => {
    const { rerender } = render(<DashboardWarnings runners={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<DashboardWarnings runners={[runner('a'), runner('b')]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns when no runner is connected at all', () => {
    render(<DashboardWarnings runners={[]} />);
    expect(screen.getByRole('alert').textContent).toContain('No judge runner is connected');
  });

  it('warns when the known runners stopped sending heartbeats', () => {
    render(<DashboardWarnings runners={[runner('old', { healthy: false })]} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('No healthy judge runner: 1 known runner stopped');
    expect(alert.className).toContain('alert-error');
  });

  it('says why a runner could not start, as an error', () => {
    render(
      <DashboardWarnings
        runners={[
          runner('a'),
          runner('stuck', {
            healthy: false,
            startError: 'sandbox slot 3 is held by another judge runner (pid 42)',
          }),
        ]}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Runner stuck could not start: sandbox slot 3 is held by another judge runner (pid 42)',
    );
    expect(alert.className).toContain('alert-error');
  });

  it('names each healthy runner that lacks sandbox protections, and which ones', () => {
    render(
      <DashboardWarnings
        runners={[
          runner('bare', { missingProtections: ['cgroups', 'namespaces'] }),
          runner('safe'),
          runner('gone', { healthy: false, missingProtections: ['cgroups'] }),
        ]}
      />,
    );
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toContain(
      'Runner bare judges without these sandbox protections: cgroups, namespaces',
    );
    expect(alerts[0]!.className).toContain('alert-warning');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from './dashboard-page';

vi.mock('@web/components/charts', () => ({ EChart: () => <div data-testid="chart" /> }));

beforeAll(setupTestI18n);
afterEach(() => vi.unstubAllGlobals());

const minute = (i: number) => new Date(Date.UTC(2026, 0, 1, 10, i)).toISOString();

const answers: Record<string, unknown> = {
  '/api/admin/dashboard/get-dashboard-info': { userNum: 42, todayJudgeNum: 7, recentContestNum: 3 },
  '/api/admin/dashboard/get-sessions': {
    id: 's',
    uid: 'u',
    ip: '203.0.113.7',
    userAgent: 'Firefox/140',
    loginType: 'admin',
    gmtCreate: '2026-01-01T09:00:00.000Z',
    gmtModified: '2026-01-01T09:00:00.000Z',
  },
  '/api/admin/config/get-service-info': {
    nacos: { status: 'UP', runnersRegistered: 1 },
    backupCores: null,
    backupPercentCpuLoad: null,
    backupPercentMemoryLoad: null,
    backupService: [
      {
        serviceId: 'hoj-backend',
        instanceId: 'judge.example:443',
        host: 'judge.example',
        port: 443,
        secure: true,
        uri: 'https://judge.example:443',
        metadata: { 'nacos.healthy': 'true', runtime: 'workers' },
      },
    ],
    runtime: {
      name: 'workers',
      version: null,
      hostname: null,
      uptimeSeconds: null,
      processMemoryBytes: null,
      loadAverage: null,
      unavailable: ['cpuCores', 'cpuLoad'],
    },
  },
  '/api/admin/config/get-judge-service-info': [
    {
      service: {
        serviceId: 'hoj-judgeserver',
        instanceId: 'bare',
        host: 'bare.local',
        port: null,
        secure: false,
        uri: '',
        metadata: { judgeName: 'bare', 'nacos.healthy': 'true' },
      },
      cpuCores: 16,
      percentCpuLoad: '12.00%',
      percentMemoryLoad: '40.00%',
      name: 'bare',
      version: '1.0.0',
      languages: [{ name: 'C++', description: 'GCC' }],
      missingProtections: ['cgroups'],
      startError: null,
      jobsInFlight: 2,
      maxJobs: 4,
      lastHeartbeat: new Date().toISOString(),
      healthy: true,
    },
  ],
  '/api/admin/dashboard/get-judge-activity': {
    queue: {
      source: 'database',
      waiting: 5,
      leased: 2,
      oldestWaitingAt: '2026-01-01T09:59:00.000Z',
      oldestWaitingSubmitId: 1001,
    },
    perMinute: Array.from({ length: 60 }, (_, i) => ({ minute: minute(i), judged: i % 3, failed: 0 })),
    healthyRunners: 1,
    runnersLackingProtections: ['bare'],
    runnersFailingToStart: [],
    now: minute(59),
  },
};

describe('dashboard page', () => {
  it('shows the counters, last login, queue, services, runners and the protection warning', async () => {
    const fetch = vi.fn(async (url: string) => envelope(answers[new URL(url, 'http://x').pathname] ?? null));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<DashboardPage />, { url: '/admin' });
    await waitFor(() => expect(screen.getByTestId('dashboard-counter-users').textContent).toContain('42'));
    expect(screen.getByTestId('dashboard-counter-today').textContent).toContain('7');
    expect(screen.getByTestId('dashboard-counter-contests').textContent).toContain('3');
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-last-login').textContent).toContain('203.0.113.7'),
    );
    expect(screen.getByTestId('dashboard-last-login').textContent).toContain('Firefox/140');
    await waitFor(() => expect(screen.getByTestId('dashboard-queue-waiting').textContent).toBe('5'));
    expect(screen.getByText(/Submission 1001/)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('bare.local')).toBeTruthy());
    expect(screen.getByText('16')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Runner bare judges without these sandbox protections: cgroups',
    );
    expect(screen.getByTestId('dashboard-runtime-unavailable').textContent).toContain('cpuCores, cpuLoad');
    expect(screen.getByTestId('chart')).toBeTruthy();
    const called = fetch.mock.calls.map(([url]) => new URL(url, 'http://x').pathname);
    expect(new Set(called)).toEqual(new Set(Object.keys(answers)));
  });
});

import type {
  DashboardInfo,
  DashboardSession,
  JudgeActivity,
  JudgeServiceInfo,
  RuntimeFigures,
  ServiceInfo,
  ServiceInstance,
} from '@contract/admin-dashboard';
import { sql } from 'drizzle-orm';
import type { Platform } from '../../platform/platform';
import { countUsers, previousSessionOf } from '../account/index';
import { countRecentContests } from '../contest/index';
import { countSubmissionsSince, judgeQueueState, listRunnerStates, verdictsPerMinute } from '../judge/index';

const percent = (value: number | null) => (value === null ? null : `${value.toFixed(2)}%`);

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function dashboardInfo(platform: Platform): Promise<DashboardInfo> {
  const { db, clock } = platform;
  const now = clock.now();
  const [userNum, todayJudgeNum, recentContestNum] = await Promise.all([
    countUsers(db),
    countSubmissionsSince(db, startOfUtcDay(now)),
    countRecentContests(db, now),
  ]);
  return { userNum, todayJudgeNum, recentContestNum };
}

export async function lastSession(platform: Platform, uid: string): Promise<DashboardSession | null> {
  const row = await previousSessionOf(platform.db, uid);
  if (!row) return null;
  return {
    id: row.id,
    uid: row.uid,
    ip: row.ip,
    userAgent: row.userAgent,
    loginType: row.loginType,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

/** The API's own address as the caller reached it. */
export interface ApiOrigin {
  host: string;
  port: number | null;
  secure: boolean;
}

export function originOf(url: string): ApiOrigin {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'https:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 443 : 80,
    secure,
  };
}

async function databaseAnswers(platform: Platform): Promise<boolean> {
  try {
    await platform.db.execute(sql`select 1`);
    return true;
  } catch (error) {
    platform.log.warn('dashboard: the database did not answer', { error: String(error) });
    return false;
  }
}

export async function serviceInfo(platform: Platform, origin: ApiOrigin): Promise<ServiceInfo> {
  const stats = platform.hostStats?.() ?? null;
  const [up, runners] = await Promise.all([
    databaseAnswers(platform),
    listRunnerStates(platform.db, platform.clock.now()),
  ]);
  const runtime: RuntimeFigures = stats
    ? {
        name: stats.runtime,
        version: stats.runtimeVersion,
        hostname: stats.hostname,
        uptimeSeconds: stats.uptimeSeconds,
        processMemoryBytes: stats.processMemoryBytes,
        loadAverage: stats.loadAverage,
        unavailable: [],
      }
    : {
        name: 'workers',
        version: null,
        hostname: null,
        uptimeSeconds: null,
        processMemoryBytes: null,
        loadAverage: null,
        // A Worker isolate is not a machine: the platform exposes no cores, load or memory figures.
        unavailable: ['cpuCores', 'cpuLoad', 'memoryLoad', 'processMemory', 'uptime', 'loadAverage'],
      };
  const scheme = origin.secure ? 'https' : 'http';
  const api: ServiceInstance = {
    serviceId: 'hoj-backend',
    instanceId: `${origin.host}:${origin.port ?? ''}`,
    host: origin.host,
    port: origin.port,
    secure: origin.secure,
    uri: `${scheme}://${origin.host}${origin.port ? `:${origin.port}` : ''}`,
    metadata: {
      'nacos.healthy': String(up),
      runtime: runtime.name,
      ...(runtime.version ? { version: runtime.version } : {}),
      ...(runtime.hostname ? { hostname: runtime.hostname } : {}),
    },
  };
  return {
    nacos: { status: up ? 'UP' : 'DOWN', runnersRegistered: runners.length },
    backupCores: stats?.cpuCores ?? null,
    backupPercentCpuLoad: percent(stats?.cpuLoadPercent ?? null),
    backupPercentMemoryLoad: percent(stats?.memoryLoadPercent ?? null),
    backupService: [api],
    runtime,
  };
}

export async function judgeServiceInfo(platform: Platform): Promise<JudgeServiceInfo[]> {
  const runners = await listRunnerStates(platform.db, platform.clock.now());
  return runners.map((runner) => ({
    service: {
      serviceId: 'hoj-judgeserver',
      instanceId: runner.name,
      host: runner.host,
      // Runners dial out to the server and listen on no port.
      port: null,
      secure: false,
      uri: '',
      metadata: { judgeName: runner.name, 'nacos.healthy': String(runner.healthy) },
    },
    cpuCores: runner.cores,
    percentCpuLoad: percent(runner.cpuUsage),
    percentMemoryLoad: percent(runner.memoryUsage),
    name: runner.name,
    version: runner.version,
    languages: runner.languages,
    missingProtections: runner.missingProtections,
    startError: runner.startError,
    jobsInFlight: runner.jobsInFlight,
    maxJobs: runner.maxJobs,
    lastHeartbeat: runner.lastHeartbeat.toISOString(),
    healthy: runner.healthy,
  }));
}

export async function judgeActivity(platform: Platform): Promise<JudgeActivity> {
  const now = platform.clock.now();
  const [queue, perMinute, runners] = await Promise.all([
    judgeQueueState(platform, now),
    verdictsPerMinute(platform.db, now),
    listRunnerStates(platform.db, now),
  ]);
  return {
    queue: {
      ...queue,
      oldestWaitingAt: queue.oldestWaitingAt?.toISOString() ?? null,
    },
    perMinute: perMinute.map((m) => ({ ...m, minute: m.minute.toISOString() })),
    healthyRunners: runners.filter((r) => r.healthy).length,
    runnersLackingProtections: runners
      .filter((r) => r.healthy && r.missingProtections.length > 0)
      .map((r) => r.name),
    runnersFailingToStart: runners.flatMap((r) =>
      r.startError === null ? [] : [{ name: r.name, error: r.startError }],
    ),
    now: now.toISOString(),
  };
}

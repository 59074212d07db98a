/**
 * The admin dashboard's calls (spec 3, admin screens): HOJ's four (get-dashboard-info,
 * get-sessions, get-service-info, get-judge-service-info) keep the shapes HOJ's page reads;
 * get-judge-activity is ours, for the operator's view of the judge queue and throughput.
 */

/** GET /api/admin/dashboard/get-dashboard-info */
export interface DashboardInfo {
  userNum: number;
  /** Submissions since midnight UTC. */
  todayJudgeNum: number;
  /** Visible site contests not yet ended that start within the next 14 days (HOJ's count). */
  recentContestNum: number;
}

/** POST /api/admin/dashboard/get-sessions: the caller's previous login (the current one when it is the first). */
export interface DashboardSession {
  id: string;
  uid: string;
  ip: string | null;
  userAgent: string | null;
  /** general or admin. */
  loginType: string;
  gmtCreate: string;
  gmtModified: string;
}

/** One instance as HOJ's service registry described it. */
export interface ServiceInstance {
  serviceId: string;
  instanceId: string;
  host: string;
  /** Null where the runtime does not say (a Worker, a runner that only dials out). */
  port: number | null;
  secure: boolean;
  uri: string;
  metadata: Record<string, string>;
}

/** GET /api/admin/config/get-service-info */
export interface ServiceInfo {
  /** The runner registry: the database the heartbeats land in. */
  nacos: { status: 'UP' | 'DOWN'; runnersRegistered: number };
  /** Null where the runtime does not tell (Cloudflare Workers). */
  backupCores: number | null;
  /** "12.34%", or null where the runtime does not tell. */
  backupPercentCpuLoad: string | null;
  backupPercentMemoryLoad: string | null;
  /** Always at least one entry: this API. */
  backupService: ServiceInstance[];
  runtime: RuntimeFigures;
}

/** What the API's own runtime reports (Platform.hostStats); `unavailable` names what it cannot. */
export interface RuntimeFigures {
  /** node, or workers when the platform gives no host figures. */
  name: string;
  version: string | null;
  hostname: string | null;
  uptimeSeconds: number | null;
  /** Bytes held by this process. */
  processMemoryBytes: number | null;
  loadAverage: number[] | null;
  unavailable: string[];
}

/** GET /api/admin/config/get-judge-service-info: one entry per runner that has ever sent a heartbeat. */
export interface JudgeServiceInfo {
  service: ServiceInstance;
  cpuCores: number;
  /** "12.3%", or null when the runner could not measure it. */
  percentCpuLoad: string | null;
  percentMemoryLoad: string | null;
  name: string;
  version: string | null;
  languages: { name: string; description: string }[];
  /** Sandbox protections the machine could not give (e.g. cgroups, namespaces). */
  missingProtections: string[];
  /** Why the runner could not start (its log says the same), while it cannot; null when it runs. */
  startError: string | null;
  jobsInFlight: number;
  maxJobs: number;
  lastHeartbeat: string;
  healthy: boolean;
}

/** GET /api/admin/dashboard/get-judge-activity */
export interface JudgeActivity {
  queue: {
    /**
     * database: jobs wait in this server's judge_job table and are counted here. cloudflare-queue:
     * jobs wait in a Cloudflare Queue, whose depth a Worker cannot read; only jobs not yet forwarded count.
     */
    source: 'database' | 'cloudflare-queue';
    /** Jobs waiting for a runner (including leases whose runner stopped renewing them). */
    waiting: number;
    /** Jobs a runner holds now. */
    leased: number;
    /** Enqueue time of the oldest waiting job, or null when none waits. */
    oldestWaitingAt: string | null;
    oldestWaitingSubmitId: number | null;
  };
  /** 60 one-minute buckets ending at `now`, oldest first. */
  perMinute: { minute: string; judged: number; failed: number }[];
  healthyRunners: number;
  runnersLackingProtections: string[];
  /** Runners that tried to start and could not, with the reason: nothing they would judge is judged. */
  runnersFailingToStart: { name: string; error: string }[];
  now: string;
}

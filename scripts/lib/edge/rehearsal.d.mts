import type { ChildProcess } from 'node:child_process';
import type { PullStandIn } from './queues-pull-stand-in.mjs';

export type { PullStandIn };

export declare const ROOT: string;
export declare const DEFAULT_PORTS: EdgePorts;

export interface EdgePorts {
  worker: number;
  inspector: number;
  /** 0 picks a free port. */
  bridge: number;
  /** 0 picks a free port. */
  pullApi: number;
}

export interface EdgeRehearsal {
  workerUrl: string;
  /** The revision the deploy-step bootstrap ran for, passed to the Worker as BOOTSTRAP_REVISION. */
  revision: string;
  standIn: PullStandIn;
  rootPassword: string;
  runnerToken: string;
  wrangler: ChildProcess;
  runner: ChildProcess | null;
  /** Why the rehearsal cannot go on (a child died), or null while it runs. */
  failure(): string | null;
  close(): Promise<void>;
}

export declare function waitFor<T>(
  what: string,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  options: { timeoutMs: number; intervalMs?: number; abortIf?: () => string | null },
): Promise<T>;

/** The runner flags that point it at the stand-in's pull API. */
export declare function pullApiArgs(
  standIn: Pick<PullStandIn, 'accountId' | 'queueId' | 'apiBase'>,
): string[];
export declare function startEdgeRehearsal(options: {
  databaseUrl: string;
  workDir: string;
  distDir: string;
  ports?: EdgePorts;
  slotOffset?: number;
  rootPassword?: string;
  runner?: boolean;
  visibilityTimeoutMs?: number;
  maxRetries?: number;
  bodyEncoding?: 'base64' | 'text';
  startTimeoutMs?: number;
  log?: (line: string) => void;
}): Promise<EdgeRehearsal>;

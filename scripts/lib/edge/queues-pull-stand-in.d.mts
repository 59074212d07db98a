export interface StandInMessage {
  id: string;
  text: string;
  contentType?: 'json' | 'text' | 'bytes';
  timestampMs?: number;
}

export interface PulledMessage {
  id: string;
  body: string;
  attempts: number;
  timestamp_ms: number;
  metadata: Record<string, string>;
  lease_id: string;
}

export interface DeadLetter {
  id: string;
  text: string;
  contentType: string;
  attempts: number;
}

export declare const PULL_LIMITS: { maxBatchSize: number; defaultBatchSize: number; maxVisibilityMs: number };

export declare class PullQueue {
  constructor(options?: {
    maxRetries?: number;
    retryDelaySeconds?: number;
    defaultVisibilityMs?: number;
    bodyEncoding?: 'base64' | 'text';
    now?: () => number;
    onDeadLetter?: (message: DeadLetter) => void;
  });
  readonly counters: {
    received: number;
    delivered: number;
    acked: number;
    retried: number;
    expired: number;
    deadLettered: number;
  };
  readonly deadLettered: DeadLetter[];
  readonly backlog: number;
  enqueue(messages: StandInMessage[]): void;
  pull(request: { batchSize: number; visibilityTimeoutMs: number }): {
    message_backlog_count: number;
    messages: PulledMessage[];
  };
  ack(request: { acks: { lease_id: string }[]; retries: { lease_id: string; delay_seconds?: number }[] }): {
    ackCount: number;
    retryCount: number;
    warnings: string[];
  };
}

export declare function startQueuesPullStandIn(options?: {
  port?: number;
  host?: string;
  accountId?: string;
  queueId?: string;
  apiToken?: string;
  forwarderSecret?: string;
  log?: (line: string) => void;
  maxRetries?: number;
  retryDelaySeconds?: number;
  defaultVisibilityMs?: number;
  bodyEncoding?: 'base64' | 'text';
  onDeadLetter?: (message: DeadLetter) => void;
}): Promise<PullStandIn>;

/** A running stand-in: its queue, where its pull API and forwarder listen, and its credentials. */
export interface PullStandIn {
  queue: PullQueue;
  origin: string;
  apiBase: string;
  forwardUrl: string;
  accountId: string;
  queueId: string;
  apiToken: string;
  forwarderSecret: string;
  close(): Promise<void>;
}

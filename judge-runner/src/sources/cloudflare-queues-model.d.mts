export type ContentType = 'json' | 'text' | 'bytes' | 'v8';

export declare const PULL_LIMITS: {
  maxBatchSize: number;
  defaultBatchSize: number;
  defaultVisibilityMs: number;
  maxVisibilityMs: number;
  maxDelaySeconds: number;
};

export interface PullBody {
  /** The body as the pull API returns it (already encoded for its content type). */
  body: unknown;
  metadata: Record<string, string> | null;
}

export declare function encodeForPull(
  serialized: string | Uint8Array,
  contentType: ContentType,
): { body: string; metadata: Record<string, string> };

export interface ApiEnvelope {
  success: boolean;
  errors: { code: number; message: string }[];
  messages: string[];
  result: unknown;
}
export declare function apiSuccess(result: unknown): ApiEnvelope;
export declare function apiFailure(code: number, message: string): ApiEnvelope;

export interface AckEntry {
  lease_id: string;
}
export interface RetryEntry {
  lease_id: string;
  delay_seconds?: number;
}

export declare function readPullRequest(
  body: unknown,
  defaultVisibilityMs?: number,
): { error: string } | { error?: undefined; batchSize: number; visibilityTimeoutMs: number };
export declare function readAckRequest(
  body: unknown,
): { error: string } | { error?: undefined; acks: AckEntry[]; retries: RetryEntry[] };

export declare const PUBLISH_BATCH_MAX: number;

/** One message of a publish request, as it goes on the wire. */
export interface PublishedMessage {
  serialized: string;
  contentType: 'json' | 'text';
  delaySeconds: number;
}
export declare function readPublishRequest(
  body: unknown,
): { error: string } | { error?: undefined; messages: PublishedMessage[] };

/** A message in the queue, as the model keeps it (tests may read and adjust it). */
export interface QueuedMessage extends PullBody {
  id: string;
  timestampMs: number;
  /** Deliveries so far; the next pull serves one more. */
  attempts: number;
  /** Not delivered before this time (a delayed send or retry). */
  visibleAt: number;
  /** The current lease, while it runs. */
  lease: { id: string; expiresAt: number } | null;
  /** Every lease it was delivered under, oldest first: an ack by any of them is honoured. */
  leaseIds: string[];
}

export interface PulledMessage {
  id: string;
  body: unknown;
  attempts: number;
  timestamp_ms: number;
  metadata?: Record<string, string>;
  lease_id: string;
}

export interface PullQueueOptions {
  queueId?: string;
  queueName?: string;
  /** Deliveries a message gets before it is dead-lettered (Cloudflare's default: 3). */
  maxRetries?: number;
  /** The consumer's `retry_delay`, seconds: for retries without their own delay and for expiries. */
  retryDelaySeconds?: number;
  /** The visibility timeout of a pull that names none. */
  defaultVisibilityMs?: number;
  /** Reported by `details()`; null: none configured. */
  deadLetterQueue?: string | null;
  now?: () => number;
  onDeadLetter?: (message: QueuedMessage) => void;
}

export declare class PullQueue {
  constructor(options?: PullQueueOptions);
  readonly queueId: string;
  readonly queueName: string;
  maxRetries: number;
  retryDelaySeconds: number;
  defaultVisibilityMs: number;
  deadLetterQueue: string | null;
  readonly messages: QueuedMessage[];
  readonly deadLettered: QueuedMessage[];
  readonly acknowledged: string[];
  readonly counters: {
    received: number;
    published: number;
    delivered: number;
    acked: number;
    retried: number;
    expired: number;
    deadLettered: number;
  };
  readonly backlog: number;
  send(message: {
    id?: string;
    body: unknown;
    metadata?: Record<string, string> | null;
    timestampMs?: number;
    delaySeconds?: number;
  }): QueuedMessage;
  publish(messages: PublishedMessage[]): QueuedMessage[];
  find(id: string): QueuedMessage | null;
  pull(request: { batchSize: number; visibilityTimeoutMs?: number }): {
    message_backlog_count: number;
    messages: PulledMessage[];
  };
  ack(request: { acks?: AckEntry[]; retries?: RetryEntry[] }): {
    ackCount: number;
    retryCount: number;
    warnings: string[];
  };
  expireLeases(): void;
  details(): Record<string, unknown> & { queue_id: string; queue_name: string };
}

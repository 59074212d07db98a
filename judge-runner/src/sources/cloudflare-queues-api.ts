// The HTTP pull API of Cloudflare Queues, as documented (developers.cloudflare.com/queues/
// configuration/pull-consumers, and the REST schema the official `cloudflare` SDK is generated from).
// What this client relies on, so a stand-in (scripts/lib/edge/queues-pull-stand-in.mjs, the
// contract test's fake cloudflare-queues-fake.ts) can serve the same:
//
//   POST {apiBase}/accounts/{account}/queues/{queue}/messages/pull
//     body {batch_size: 1..100, visibility_timeout_ms: 1..43_200_000}
//     → {success, errors, messages, result: {message_backlog_count?, messages: [PulledMessage]}}
//     where a message is {id, lease_id, body, attempts, timestamp_ms, metadata}; `body` is base64
//     for the `json` and `bytes` content types, plain text for `text` (metadata["CF-Content-Type"])
//   POST {apiBase}/accounts/{account}/queues/{queue}/messages/ack
//     body {acks: [{lease_id}], retries: [{lease_id, delay_seconds}]}
//     → {success, errors, messages, result: {ackCount, retryCount, warnings}}
//   POST {apiBase}/accounts/{account}/queues/{queue}/messages/batch
//     body {messages: [{body, content_type: 'json', delay_seconds}]}    (1..100 messages)
//     → {success, errors, messages, result}: new messages, each with its own id and no deliveries
//   GET  {apiBase}/accounts/{account}/queues/{queue}      (only `--check`)
//     → {success, errors, messages, result: {queue_id, queue_name, consumers: [{type: 'http_pull', settings}]}}
//   Authorization: Bearer {API token with Queues Edit (queues_read + queues_write)}
//
// Failures: a non-2xx status or `success: false`, with `errors: [{code, message}]` when the API
// says why; a `Retry-After` header (seconds or an HTTP date), when one comes, is honoured.
// There is no endpoint that extends a lease: the visibility timeout is fixed when a batch is
// pulled (at most 12 hours). The docs say an ack sent after the timeout is still accepted.
import { z } from 'zod';
import { type JudgeJobMessage, parseJudgeJobMessage } from '../../../contract/runner/queue-message';
import { type CloudflareQueueSettings, VISIBILITY_TIMEOUT_MAX_MS } from '../config';

/** The API's bounds for one pull. */
const PULL_BATCH_MAX = 100;
/** The longest delay a retry or a publish asks for: Queues' documented maximum message delay, 12 hours. */
const DELAY_MAX_SECONDS = 12 * 3600;
/** The most messages one publish request carries. */
const PUBLISH_BATCH_MAX = 100;

/** A delay as the API takes it: whole seconds from 0 to its maximum. */
const delaySeconds = (seconds: number) => Math.max(0, Math.min(DELAY_MAX_SECONDS, Math.round(seconds)));

const pulledMessageSchema = z.object({
  id: z.string().min(1),
  lease_id: z.string().min(1),
  /** Base64 of the bytes for `json` and `bytes` content types, plain text for `text`. */
  body: z.unknown(),
  attempts: z.number().int().nonnegative().optional(),
  timestamp_ms: z.number().optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type PulledMessage = z.infer<typeof pulledMessageSchema>;

const envelopeSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.object({ code: z.number().optional(), message: z.string() })).nullish(),
  result: z.unknown(),
});

// The pull result as documented (`{message_backlog_count, messages, metadata}`); older revisions
// of the REST schema described `result` as the bare list of messages, so that is read too.
const pullResultSchema = z.union([
  z
    .object({
      message_backlog_count: z.number().optional(),
      messages: z.array(pulledMessageSchema).nullish(),
    })
    .nullable(),
  z.array(pulledMessageSchema),
]);

/** What `GET /accounts/{account}/queues/{queue}` says of the queue, as far as `--check` reads it. */
const queueInfoSchema = z.object({
  queue_id: z.string().optional(),
  queue_name: z.string().optional(),
  consumers: z
    .array(
      z
        .object({
          type: z.string().optional(),
          dead_letter_queue: z.string().optional(),
          settings: z
            .object({
              max_retries: z.number().optional(),
              visibility_timeout_ms: z.number().optional(),
              retry_delay: z.number().optional(),
            })
            .partial()
            .nullish(),
        })
        .passthrough(),
    )
    .nullish(),
  settings: z.object({ delivery_paused: z.boolean().optional() }).partial().nullish(),
});
export type QueueInfo = z.infer<typeof queueInfoSchema>;

const ackResultSchema = z
  .object({
    ackCount: z.number().optional(),
    retryCount: z.number().optional(),
    // Documented as a list in older schemas and as a map from lease id in newer ones.
    warnings: z.union([z.array(z.string()), z.record(z.string(), z.string())]).nullish(),
  })
  .nullable();

export interface QueueRetry {
  leaseId: string;
  delaySeconds: number;
}

/** Why a call to the Queues API failed, in the terms a caller decides on. */
export class QueuesApiError extends Error {
  constructor(
    message: string,
    /** 0 when no HTTP answer came (refused connection, DNS, timeout). */
    readonly httpStatus: number,
    /** From `Retry-After`, when the API said how long to wait. */
    readonly retryAfterMs: number | null,
  ) {
    super(message);
    this.name = 'QueuesApiError';
  }

  /** The token was refused: retrying will not help until the operator fixes CF_API_TOKEN. */
  get tokenRefused(): boolean {
    return this.httpStatus === 401 || this.httpStatus === 403;
  }
}

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export class CloudflareQueuesApi {
  constructor(
    private readonly settings: CloudflareQueueSettings,
    /** The clock a `Retry-After` date is measured against. */
    private readonly now: () => number = Date.now,
  ) {}

  get queueLabel(): string {
    return `queue ${this.settings.queueId} of account ${this.settings.accountId}`;
  }

  /** `body` undefined: a GET of the queue itself; otherwise a POST to `messages/{action}`. */
  private async call(
    action: 'pull' | 'ack' | 'batch' | 'queue',
    body: unknown,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const { apiBase, accountId, queueId, apiToken } = this.settings;
    const queueUrl = `${apiBase}/accounts/${accountId}/queues/${queueId}`;
    const url = action === 'queue' ? queueUrl : `${queueUrl}/messages/${action}`;
    let response: Response;
    try {
      response = await fetch(
        url,
        action === 'queue'
          ? { method: 'GET', headers: { Authorization: `Bearer ${apiToken}` }, signal }
          : {
              method: 'POST',
              headers: { Authorization: `Bearer ${apiToken}`, 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
              signal,
            },
      );
    } catch (error) {
      if (signal?.aborted) throw error;
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new QueuesApiError(
        `Cloudflare Queues ${action}: no answer from ${apiBase} (${cause?.code ?? cause?.message ?? String(error)})`,
        0,
        null,
      );
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page, for instance: reported by status below.
    }
    const envelope = envelopeSchema.safeParse(json);
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.now());
    if (!response.ok || !envelope.success || !envelope.data.success) {
      const said = envelope.success ? (envelope.data.errors ?? []).map((e) => e.message).join('; ') : '';
      const reason = `HTTP ${response.status}${said ? `: ${said}` : envelope.success ? '' : ' without the API envelope'}`;
      throw new QueuesApiError(`Cloudflare Queues ${action}: ${reason}`, response.status, retryAfterMs);
    }
    return envelope.data.result;
  }

  /** Leases up to `batchSize` messages for `visibilityTimeoutMs`; an empty list when none is ready. */
  async pull(batchSize: number, visibilityTimeoutMs: number, signal?: AbortSignal): Promise<PulledMessage[]> {
    const result = await this.call(
      'pull',
      {
        batch_size: Math.max(1, Math.min(PULL_BATCH_MAX, batchSize)),
        visibility_timeout_ms: Math.max(
          1,
          Math.min(VISIBILITY_TIMEOUT_MAX_MS, Math.round(visibilityTimeoutMs)),
        ),
      },
      signal,
    );
    const parsed = pullResultSchema.safeParse(result);
    if (!parsed.success) {
      // Messages we cannot even list cannot be acknowledged either: they come back after the
      // visibility timeout and dead-letter in the end, which is the safe way to fail.
      throw new QueuesApiError(
        `Cloudflare Queues pull: unexpected result shape (${parsed.error.message})`,
        200,
        null,
      );
    }
    if (Array.isArray(parsed.data)) return parsed.data;
    return parsed.data?.messages ?? [];
  }

  /** Acknowledges (deletes) and retries (gives back, after a delay) messages by their lease ids. */
  async ack(acks: readonly string[], retries: readonly QueueRetry[] = []): Promise<{ warnings: string[] }> {
    if (acks.length === 0 && retries.length === 0) return { warnings: [] };
    const result = await this.call('ack', {
      acks: acks.map((lease_id) => ({ lease_id })),
      retries: retries.map((r) => ({
        lease_id: r.leaseId,
        delay_seconds: delaySeconds(r.delaySeconds),
      })),
    });
    const parsed = ackResultSchema.safeParse(result);
    const warnings = parsed.success ? parsed.data?.warnings : null;
    return { warnings: !warnings ? [] : Array.isArray(warnings) ? warnings : Object.values(warnings) };
  }

  /**
   * Publishes judge job messages anew (HTTP publishing, the same Queues Edit permission): each
   * becomes a new message, delivered after its delay, whose deliveries start from none.
   */
  async publish(
    messages: readonly { body: JudgeJobMessage; delaySeconds: number }[],
    signal?: AbortSignal,
  ): Promise<void> {
    for (let at = 0; at < messages.length; at += PUBLISH_BATCH_MAX) {
      const batch = messages.slice(at, at + PUBLISH_BATCH_MAX).map((m) => ({
        body: m.body,
        content_type: 'json',
        delay_seconds: delaySeconds(m.delaySeconds),
      }));
      await this.call('batch', { messages: batch }, signal);
    }
  }

  /** The queue and its consumers (needs queues_read); touches no message. */
  async queueInfo(signal?: AbortSignal): Promise<QueueInfo> {
    const parsed = queueInfoSchema.safeParse(await this.call('queue', undefined, signal));
    if (!parsed.success) {
      throw new QueuesApiError(
        `Cloudflare Queues queue: unexpected result shape (${parsed.error.message})`,
        200,
        null,
      );
    }
    return parsed.data;
  }

  /**
   * An acknowledgement of no lease: the same call and permission (queues_write) as a real one,
   * touching no message. How the API answers an empty list is not documented, so a caller treats
   * only a refused token as a failure.
   */
  async ackNothing(signal?: AbortSignal): Promise<void> {
    await this.call('ack', { acks: [], retries: [] }, signal);
  }
}

/** What a pulled body turned out to be. */
export type DecodedBody = { ok: true; message: JudgeJobMessage } | { ok: false; reason: string };

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The text of a base64 body, or null when it is not base64 of UTF-8. */
function fromBase64(body: string): string | null {
  const compact = body.replace(/\s+/g, '');
  if (compact.length === 0 || !(BASE64.test(compact) || BASE64URL.test(compact))) return null;
  const bytes = Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function asJobMessage(value: unknown, how: string): DecodedBody {
  const message = parseJudgeJobMessage(value);
  return message
    ? { ok: true, message }
    : { ok: false, reason: `${how} is not a judge job message (${describeValue(value)})` };
}

function describeValue(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Reads a pulled message's body by its content type (`metadata["CF-Content-Type"]`): `json` and
 * `bytes` come base64-encoded, `text` as plain UTF-8, `v8` cannot be read outside Workers. Bodies
 * from producers or stand-ins that skip the encoding (a JSON object, or JSON text) are read too.
 * Never guesses a job out of something else: anything unreadable is a reason, for the log and
 * for a retry that ends in the dead-letter queue.
 */
export function decodePulledBody(body: unknown, metadata?: Record<string, unknown> | null): DecodedBody {
  const contentType = typeof metadata?.['CF-Content-Type'] === 'string' ? metadata['CF-Content-Type'] : null;
  if (contentType === 'v8') {
    return {
      ok: false,
      reason: 'the body has the v8 content type, which only Workers can read (the producer must send json)',
    };
  }
  if (body !== null && typeof body === 'object') return asJobMessage(body, 'the JSON object body');
  if (typeof body !== 'string')
    return { ok: false, reason: `the body is ${body === null ? 'null' : typeof body}` };

  // Base64 first where the content type says so, then plain JSON text; the other way round for
  // `text` and unlabelled bodies. JSON text is never valid base64 and vice versa, apart from bare
  // numbers, which are not judge jobs either way.
  const base64First = contentType === 'json' || contentType === 'bytes';
  const attempts: [string, () => string | null][] = [
    ['base64', () => fromBase64(body)],
    ['plain text', () => body],
  ];
  if (!base64First) attempts.reverse();
  for (const [how, read] of attempts) {
    const text = read();
    if (text === null) continue;
    const json = parseJson(text);
    if (json.ok) return asJobMessage(json.value, `the ${how} body`);
  }
  return {
    ok: false,
    reason: `the body (content type ${contentType ?? 'not given'}) is neither JSON nor base64 of JSON: ${describeValue(body)}`,
  };
}

import type {
  PullQueue,
  PullQueueOptions,
} from '../../../judge-runner/src/sources/cloudflare-queues-model.mjs';

export { PULL_LIMITS } from '../../../judge-runner/src/sources/cloudflare-queues-model.mjs';

/** A message as the forwarder Worker posts it: `text` is the JSON text of a `json` body. */
export interface ForwardedMessage {
  id: string;
  text: string;
  contentType?: 'json' | 'text' | 'bytes';
  timestampMs?: number;
}

export declare function acceptForwarded(
  queue: PullQueue,
  messages: ForwardedMessage[],
  bodyEncoding?: 'base64' | 'text',
): void;

export declare function startQueuesPullStandIn(
  options?: {
    port?: number;
    host?: string;
    accountId?: string;
    queueId?: string;
    apiToken?: string;
    forwarderSecret?: string;
    log?: (line: string) => void;
    /** 'text': serve `json` bodies as their JSON text rather than base64, as some pull clients show them. */
    bodyEncoding?: 'base64' | 'text';
  } & Omit<PullQueueOptions, 'queueId' | 'now'>,
): Promise<PullStandIn>;

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

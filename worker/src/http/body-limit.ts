import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { HttpError } from './errors';

/** What a JSON call may send: code (65,535 characters) and every form fit well within it. */
export const DEFAULT_BODY_BYTES = 1024 * 1024;

const MiB = 1024 * 1024;
export const describeBytes = (bytes: number) =>
  bytes % MiB === 0 ? `${bytes / MiB} MB` : `${Math.ceil(bytes / 1024)} KB`;

interface Allowance {
  bytes: number;
  message: string;
  /** Set once the body passed `bytes`, so readers can tell a refusal from a malformed body. */
  exceeded: boolean;
}

const allowances = new WeakMap<Context, Allowance>();

const tooLarge = (allowance: Allowance) => new HttpError(413, allowance.message);

/**
 * Whether the body is known to be within every route's allowance without counting it: the
 * server in front of the app frames bodies by their Content-Length, this one declares no more
 * than the default (the smallest allowance, see allowBody) and is not chunked. Counting costs
 * a stream and a request object per call, a fifth of a small POST such as the problem list's
 * status lookup.
 */
function isFramedWithinDefault(c: Context<AppEnv>, request: Request): boolean {
  if (!c.env?.bodyFramedByLength || request.headers.has('transfer-encoding')) return false;
  const declared = request.headers.get('content-length');
  return declared !== null && /^\d{1,7}$/.test(declared) && Number(declared) <= DEFAULT_BODY_BYTES;
}

/**
 * Limits every request body while it is read, chunked or not: the body is replaced by a
 * stream that hands out chunks only on demand and fails with a 413 once more than the
 * allowance has arrived, so nothing past the limit is ever read. A declared Content-Length
 * over the allowance is refused before the first byte. The allowance is the JSON default
 * unless the route raises it with `allowBody`; it is looked up when reading starts, which
 * is after every middleware of the route has run.
 */
export const limitBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const request = c.req.raw;
  // The method and headers first: on the Node entry, touching `body` builds the whole web
  // Request (headers copied, a stream over the socket), which a GET or a small framed body never
  // needs (@hono/node-server reads those straight from the socket).
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  if (isFramedWithinDefault(c, request) || !request.body) return next();
  const allowance: Allowance = {
    bytes: DEFAULT_BODY_BYTES,
    message: `The request body is larger than ${describeBytes(DEFAULT_BODY_BYTES)}`,
    exceeded: false,
  };
  allowances.set(c, allowance);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  const reader = request.body.getReader();
  let received = 0;
  const limited = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (received === 0 && declared > allowance.bytes) {
          allowance.exceeded = true;
          await reader.cancel();
          controller.error(tooLarge(allowance));
          return;
        }
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        received += value.byteLength;
        if (received > allowance.bytes) {
          allowance.exceeded = true;
          await reader.cancel();
          controller.error(tooLarge(allowance));
          return;
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(request, { body: limited, duplex: 'half' } as RequestInit);
  await next();
};

/**
 * Raises the body allowance of one route, e.g. an upload, with its own message. Never below the
 * default: bodies framed within the default are not counted at all (isFramedWithinDefault).
 */
export function allowBody(bytes: number, message: string): MiddlewareHandler<AppEnv> {
  if (bytes < DEFAULT_BODY_BYTES) throw new Error(`allowBody(${bytes}) is below the default body limit`);
  return async (c, next) => {
    const allowance = allowances.get(c);
    if (allowance) {
      allowance.bytes = bytes;
      allowance.message = message;
    }
    await next();
  };
}

/** The 413 to answer when reading the body failed because it passed its allowance. */
export function bodyLimitRefusal(c: Context, error: unknown): HttpError | null {
  if (error instanceof HttpError && error.status === 413) return error;
  const allowance = allowances.get(c);
  return allowance?.exceeded ? tooLarge(allowance) : null;
}

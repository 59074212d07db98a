import type { ExecutionContext, MessageBatch, ScheduledController } from '@cloudflare/workers-types';
import { createApp } from '../app';
import { envelope } from '../http/envelope';
import { runScheduledMaintenance } from '../scheduled';
import { ensureBootstrapped } from './bootstrap';
import { cloudflareClientAddress } from './client-address';
import { handleDeadLetterBatch } from './dead-letter';
import type { CloudflareEnv } from './env';
import { describeError, jsonLogger } from './logger';
import { type CloudflareScope, openCloudflareScope } from './platform';
import { sweepJudgeOutbox } from './queue-judge-queue';

/** Static assets (the SPA) are served before the worker runs; it only sees /api/*. */
const app = createApp();

function openScope(env: CloudflareEnv): CloudflareScope | Response {
  try {
    return openCloudflareScope(env);
  } catch (error) {
    jsonLogger.error('the worker is misconfigured', { error: describeError(error) });
    return Response.json(envelope(500, null, 'Server error, please refresh again'), { status: 500 });
  }
}

export default {
  async fetch(request: Request, env: CloudflareEnv, ctx: ExecutionContext): Promise<Response> {
    const scope = openScope(env);
    if (scope instanceof Response) return scope;
    try {
      await ensureBootstrapped(scope.platform, env).catch((error) =>
        scope.platform.log.error('bootstrap failed; the next request tries again', {
          error: describeError(error),
        }),
      );
      return await app.fetch(
        request,
        {
          platform: scope.platform,
          clientAddress: cloudflareClientAddress(request),
          bodyFramedByLength: true,
        },
        ctx,
      );
    } finally {
      ctx.waitUntil(scope.finish());
    }
  },

  /** Consumes the judge queue's dead-letter queue (the judge queue itself has HTTP pull consumers). */
  async queue(batch: MessageBatch<unknown>, env: CloudflareEnv): Promise<void> {
    const scope = openCloudflareScope(env);
    try {
      await handleDeadLetterBatch(batch, scope.platform);
    } finally {
      await scope.finish();
    }
  },

  async scheduled(_controller: ScheduledController, env: CloudflareEnv): Promise<void> {
    const scope = openCloudflareScope(env);
    const { platform } = scope;
    const steps: [string, () => Promise<unknown>][] = [
      ['bootstrap', () => ensureBootstrapped(platform, env)],
      ['maintenance', () => runScheduledMaintenance(platform)],
      ['judge outbox sweep', () => sweepJudgeOutbox(platform.db, env.JUDGE_QUEUE)],
    ];
    const failures: unknown[] = [];
    try {
      for (const [name, step] of steps) {
        try {
          await step();
        } catch (error) {
          platform.log.error(`scheduled ${name} failed`, { error: describeError(error) });
          failures.push(error);
        }
      }
    } finally {
      await scope.finish();
    }
    // A failed step fails the cron invocation, so it shows in the dashboard's cron history.
    if (failures.length > 0) throw new AggregateError(failures, 'scheduled run failed');
  },
};

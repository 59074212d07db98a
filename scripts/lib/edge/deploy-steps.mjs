// The steps of `npm run deploy` (scripts/deploy.mjs) that talk to Cloudflare through Wrangler,
// apart from the script so tests/edge/deploy-steps.test.ts can drive them with a stand-in for
// Wrangler. A failure throws DeployError with what to tell the operator.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PULL_CONSUMER } from './pull-consumer.mjs';

export class DeployError extends Error {}

/** A command line as a shell would take it back. */
export const shown = (args) =>
  args.map((arg) => (/^[\w./:=@-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`)).join(' ');

/** How Wrangler (and the API behind it) says that a bucket or queue is not there. */
const isMissing = (output) => /does not exist|not found|10006/i.test(output);

export function pullConsumerArgs(queue, deadLetterQueue) {
  return [
    'queues',
    'consumer',
    'http',
    'add',
    queue,
    '--message-retries',
    String(PULL_CONSUMER.maxRetries),
    '--visibility-timeout-secs',
    String(PULL_CONSUMER.visibilityTimeoutSecs),
    '--dead-letter-queue',
    deadLetterQueue,
  ];
}

/**
 * The steps over `wrangler(args, {capture})`, which runs Wrangler and resolves
 * `{ok, stdout, stderr}` (output shown rather than captured unless `capture`). In a dry run only
 * `say` is called: nothing is asked or changed.
 */
export function cloudflareSteps({ wrangler, dryRun, say }) {
  /** A step that changes something on Cloudflare: shown in a dry run, run otherwise. */
  function change(description, args) {
    if (dryRun) {
      say(`would ${description}: wrangler ${shown(args)}`);
      return;
    }
    say(`${description}: wrangler ${shown(args)}`);
    if (!wrangler(args).ok) throw new DeployError(`${description} failed (wrangler's message is above)`);
  }

  /**
   * Makes sure a bucket or queue exists: `infoArgs` asks, `createArgs` makes it when the answer
   * is "missing". Returns what the (last) look-up printed, or null in a dry run.
   */
  function ensureExists(kind, name, infoArgs, createArgs) {
    if (dryRun) {
      say(`would check that ${kind} ${name} exists (wrangler ${shown(infoArgs)}), creating it if not`);
      return null;
    }
    const info = wrangler(infoArgs, { capture: true });
    if (info.ok) {
      say(`${kind} ${name} exists`);
      return info.stdout;
    }
    const output = `${info.stdout}\n${info.stderr}`.trim();
    if (!isMissing(output)) throw new DeployError(`could not look up ${kind} ${name}:\n${output}`);
    change(`create ${kind} ${name}`, createArgs);
    const created = wrangler(infoArgs, { capture: true });
    if (!created.ok)
      throw new DeployError(`${kind} ${name} was created but cannot be looked up:\n${created.stderr}`);
    return created.stdout;
  }

  /** The judge queue's HTTP pull consumer with PULL_CONSUMER's settings: added, kept, or replaced. */
  function ensurePullConsumer(queue, deadLetterQueue) {
    const add = pullConsumerArgs(queue, deadLetterQueue);
    if (dryRun) {
      say(
        `would check the HTTP pull consumer of ${queue} (wrangler queues consumer http list ${queue} --json) ` +
          'and add it, or replace it when its settings differ:',
      );
      say(`  wrangler ${shown(add)}`);
      return;
    }
    const listed = wrangler(['queues', 'consumer', 'http', 'list', queue, '--json'], { capture: true });
    if (!listed.ok)
      throw new DeployError(`could not list the consumers of ${queue}:\n${listed.stderr.trim()}`);
    const start = listed.stdout.indexOf('[');
    let consumers;
    try {
      consumers = start >= 0 ? JSON.parse(listed.stdout.slice(start)) : null;
    } catch {
      consumers = null;
    }
    if (!Array.isArray(consumers))
      throw new DeployError(
        `wrangler listed the consumers of ${queue} as something other than JSON:\n${listed.stdout}`,
      );
    const [current] = consumers;
    if (current) {
      const settings = current.settings ?? {};
      const differences = [
        ['max_retries', settings.max_retries, PULL_CONSUMER.maxRetries],
        ['visibility_timeout_ms', settings.visibility_timeout_ms, PULL_CONSUMER.visibilityTimeoutSecs * 1000],
        ['dead_letter_queue', current.dead_letter_queue, deadLetterQueue],
      ].filter(([, have, want]) => have !== want);
      if (differences.length === 0) {
        say(`the HTTP pull consumer of ${queue} has the expected settings`);
        return;
      }
      say(
        `the HTTP pull consumer of ${queue} differs (${differences
          .map(([name, have, want]) => `${name} ${have ?? 'unset'}, want ${want}`)
          .join('; ')}): replacing it; queued messages stay in the queue`,
      );
      change(`remove the HTTP pull consumer of ${queue}`, ['queues', 'consumer', 'http', 'remove', queue]);
    }
    change(`add the HTTP pull consumer of ${queue}`, add);
  }

  return { change, ensureExists, ensurePullConsumer };
}

/**
 * The bundle's hash: the same Worker code bootstraps the same way, so it names the revision.
 * Wrangler's README.md (a timestamp) and the source maps (this folder's path) are left out.
 */
export function hashBundle(dir) {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map') && entry.name !== 'README.md')
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(relative(dir, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cloudflareSteps,
  DeployError,
  hashBundle,
  pullConsumerArgs,
  type WranglerResult,
} from '../../scripts/lib/edge/deploy-steps.mjs';
import { PULL_CONSUMER } from '../../scripts/lib/edge/pull-consumer.mjs';

/**
 * The Cloudflare steps of `npm run deploy` against a stand-in for Wrangler that keeps an account's
 * buckets, queues and HTTP pull consumers and answers as Wrangler 4.86 does (its messages for a
 * missing queue and bucket, `consumer http list --json`).
 */
function fakeAccount(
  initial: { buckets?: string[]; queues?: string[]; consumers?: Record<string, object> } = {},
) {
  const buckets = new Set(initial.buckets ?? []);
  const queues = new Set(initial.queues ?? []);
  const consumers = new Map(Object.entries(initial.consumers ?? {}));
  const calls: string[] = [];
  const ok = (stdout = ''): WranglerResult => ({ ok: true, stdout, stderr: '' });
  const refused = (stderr: string): WranglerResult => ({ ok: false, stdout: '', stderr });
  const option = (args: string[], name: string) => args[args.indexOf(name) + 1];
  const wrangler = (args: string[]): WranglerResult => {
    calls.push(args.join(' '));
    const command = args.slice(0, 3).join(' ');
    if (command.startsWith('r2 bucket info'))
      return buckets.has(args[3]!)
        ? ok(`name: ${args[3]}`)
        : refused(
            '✘ [ERROR] A request to the Cloudflare API failed. The specified bucket does not exist. [code: 10006]',
          );
    if (command.startsWith('r2 bucket create')) return buckets.add(args[3]!) && ok();
    if (command.startsWith('queues info'))
      return queues.has(args[2]!)
        ? ok(`Queue Name: ${args[2]}\nQueue ID: id-of-${args[2]}\n`)
        : refused(
            `✘ [ERROR] Queue "${args[2]}" does not exist. To create it, run: wrangler queues create ${args[2]}`,
          );
    if (command.startsWith('queues create')) return queues.add(args[2]!) && ok();
    const queue = args[4]!;
    if (command === 'queues consumer http' && args[3] === 'list') {
      const consumer = consumers.get(queue);
      return ok(JSON.stringify(consumer ? [consumer] : []));
    }
    if (command === 'queues consumer http' && args[3] === 'remove')
      return consumers.delete(queue) ? ok() : refused(`queue ${queue} has no HTTP pull consumer`);
    if (command === 'queues consumer http' && args[3] === 'add') {
      if (consumers.has(queue)) return refused('a queue has one consumer');
      consumers.set(queue, {
        type: 'http_pull',
        settings: {
          max_retries: Number(option(args, '--message-retries')),
          visibility_timeout_ms: Number(option(args, '--visibility-timeout-secs')) * 1000,
        },
        dead_letter_queue: option(args, '--dead-letter-queue'),
      });
      return ok();
    }
    throw new Error(`the fake Wrangler has no ${args.join(' ')}`);
  };
  return { wrangler, calls, buckets, queues, consumers };
}

function run(account: ReturnType<typeof fakeAccount>, dryRun = false) {
  const said: string[] = [];
  const steps = cloudflareSteps({
    wrangler: account.wrangler,
    dryRun,
    say: (line: string) => said.push(line),
  });
  const queueInfo = steps.ensureExists(
    'queue',
    'judge-jobs',
    ['queues', 'info', 'judge-jobs'],
    ['queues', 'create', 'judge-jobs'],
  );
  steps.ensureExists(
    'queue',
    'judge-jobs-dlq',
    ['queues', 'info', 'judge-jobs-dlq'],
    ['queues', 'create', 'judge-jobs-dlq'],
  );
  steps.ensureExists(
    'R2 bucket',
    'judge-files',
    ['r2', 'bucket', 'info', 'judge-files'],
    ['r2', 'bucket', 'create', 'judge-files'],
  );
  steps.ensurePullConsumer('judge-jobs', 'judge-jobs-dlq');
  return { said, queueInfo };
}

const expectedConsumer = {
  type: 'http_pull',
  settings: {
    max_retries: PULL_CONSUMER.maxRetries,
    visibility_timeout_ms: PULL_CONSUMER.visibilityTimeoutSecs * 1000,
  },
  dead_letter_queue: 'judge-jobs-dlq',
};

describe('the deploy steps on Cloudflare', () => {
  it('creates the queues, the bucket and the pull consumer of an empty account', () => {
    const account = fakeAccount();
    const { queueInfo } = run(account);
    expect([...account.queues].sort()).toEqual(['judge-jobs', 'judge-jobs-dlq']);
    expect([...account.buckets]).toEqual(['judge-files']);
    expect(account.consumers.get('judge-jobs')).toEqual(expectedConsumer);
    expect(queueInfo).toContain('Queue ID: id-of-judge-jobs');
  });

  it('changes nothing on an account that is already right', () => {
    const account = fakeAccount({
      buckets: ['judge-files'],
      queues: ['judge-jobs', 'judge-jobs-dlq'],
      consumers: { 'judge-jobs': expectedConsumer },
    });
    const { said } = run(account);
    expect(account.calls.filter((call) => /create|add|remove/.test(call))).toEqual([]);
    expect(said).toContain('the HTTP pull consumer of judge-jobs has the expected settings');
  });

  it('replaces a pull consumer made by hand with other retries and no dead-letter queue', () => {
    const account = fakeAccount({
      buckets: ['judge-files'],
      queues: ['judge-jobs', 'judge-jobs-dlq'],
      consumers: {
        'judge-jobs': { type: 'http_pull', settings: { max_retries: 3, visibility_timeout_ms: 300_000 } },
      },
    });
    const { said } = run(account);
    expect(account.consumers.get('judge-jobs')).toEqual(expectedConsumer);
    expect(said.join('\n')).toMatch(/max_retries 3, want 5; dead_letter_queue unset, want judge-jobs-dlq/);
    expect(account.calls.filter((call) => /remove|add/.test(call))).toEqual([
      'queues consumer http remove judge-jobs',
      pullConsumerArgs('judge-jobs', 'judge-jobs-dlq').join(' '),
    ]);
  });

  it('asks nothing and changes nothing in a dry run, but says what it would run', () => {
    const account = fakeAccount();
    const { said } = run(account, true);
    expect(account.calls).toEqual([]);
    expect(said.join('\n')).toContain(
      'wrangler queues consumer http add judge-jobs --message-retries 5 --visibility-timeout-secs 300 --dead-letter-queue judge-jobs-dlq',
    );
  });

  it('stops on a look-up that fails for another reason than a missing resource', () => {
    const steps = cloudflareSteps({
      wrangler: () => ({ ok: false, stdout: '', stderr: 'Authentication error [code: 10000]' }),
      dryRun: false,
      say: () => {},
    });
    expect(() => steps.ensureExists('queue', 'judge-jobs', ['queues', 'info', 'judge-jobs'], [])).toThrow(
      DeployError,
    );
  });
});

describe('the revision of a bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-steps-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const bundle = (name: string, code: string, stamp: string) => {
    const folder = join(dir, name);
    mkdirSync(folder);
    writeFileSync(join(folder, 'index.js'), code);
    writeFileSync(join(folder, 'index.js.map'), `{"sourceRoot":"${folder}"}`);
    writeFileSync(join(folder, 'README.md'), `generated at ${stamp}`);
    return folder;
  };

  it('is the same for the same code bundled twice and differs for other code', () => {
    const first = hashBundle(bundle('a', 'export default {}', '10:00'));
    expect(hashBundle(bundle('b', 'export default {}', '10:05'))).toBe(first);
    expect(hashBundle(bundle('c', 'export default { fetch() {} }', '10:00'))).not.toBe(first);
  });
});

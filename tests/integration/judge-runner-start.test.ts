// A runner that cannot start says why: in the server's log and on the admin dashboard, until a
// start of it works. The case: its sandbox slot is held by another process, as when two servers on
// one machine are given the same RUNNER_SLOT_OFFSET.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JudgeActivity, JudgeServiceInfo } from '@contract/admin-dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimSlots, SlotBusyError } from '../../judge-runner/src/judge/slot-lock';
import { type EmbeddedRunners, startEmbeddedRunners } from '../../worker/src/node/runners';
import { HARNESS_RUNNER_TOKEN, type Harness, startJudgeHarness } from '../support/judge-harness';

/** A slot of the runners' machine-wide lock that nothing holds now, held by this test. */
function holdFreeSlot(): { slot: number; release: () => void } {
  for (let slot = 900; slot < 1000; slot++) {
    try {
      return { slot, release: claimSlots([slot]) };
    } catch (error) {
      if (!(error instanceof SlotBusyError)) throw error;
    }
  }
  throw new Error('no free sandbox slot for the test');
}

let harness: Harness;
let runners: EmbeddedRunners | null = null;
let held: { slot: number; release: () => void } | null = null;
const workDir = mkdtempSync(join(tmpdir(), 'judge-runner-start-'));
const logged: string[] = [];

beforeAll(async () => {
  harness = await startJudgeHarness({ runners: 0 });
});

afterAll(async () => {
  await runners?.stop();
  held?.release();
  await harness?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a judge runner that cannot start', () => {
  it('says why in the log and on the dashboard, and clears it once it starts', async () => {
    held = holdFreeSlot();
    const root = await harness.rootToken();
    const record = (message: string) => logged.push(message);
    runners = startEmbeddedRunners({
      count: 1,
      remote: false,
      serverUrl: harness.url,
      token: HARNESS_RUNNER_TOKEN,
      workDir,
      slotOffset: held.slot,
      log: { info: record, warn: record, error: record },
    });
    const name = runners.names[0]!;
    const servers = async () =>
      (
        await harness.request<JudgeServiceInfo[]>('GET', '/api/admin/config/get-judge-service-info', {
          token: root,
        })
      ).body.data;

    const failed = await until(async () => {
      const runner = (await servers()).find((s) => s.name === name);
      return runner?.startError ? runner : undefined;
    });
    expect(failed.startError).toContain(`sandbox slot ${held.slot} is in use by process ${process.pid}`);
    expect(failed.healthy).toBe(false);
    const activity = (
      await harness.request<JudgeActivity>('GET', '/api/admin/dashboard/get-judge-activity', { token: root })
    ).body.data;
    expect(activity.runnersFailingToStart).toEqual([{ name, error: failed.startError }]);
    await until(async () =>
      logged.some((line) => line.startsWith(`judge runner ${name} cannot start: sandbox slot ${held!.slot}`))
        ? true
        : undefined,
    );

    // The slot is free again: the supervisor's next try starts the runner, and its heartbeat clears the reason.
    held.release();
    held = null;
    const started = await until(async () => {
      const runner = (await servers()).find((s) => s.name === name);
      return runner?.healthy ? runner : undefined;
    });
    expect(started.startError).toBeNull();
  });
});

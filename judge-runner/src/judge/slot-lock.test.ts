import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimSlots, SlotBusyError } from './slot-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'slot-lock-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('claimSlots', () => {
  it('gives a slot to one holder at a time', () => {
    const release = claimSlots([0, 1], dir);
    expect(() => claimSlots([1, 2], dir)).toThrow(SlotBusyError);
    expect(() => claimSlots([1], dir)).toThrow(/--slot-offset/);
    release();
    claimSlots([1, 2], dir)();
  });

  it('takes over the slots of a process that is gone', () => {
    writeFileSync(join(dir, '3.pid'), '999999999');
    const release = claimSlots([3], dir);
    expect(() => claimSlots([3], dir)).toThrow(SlotBusyError);
    release();
  });

  it('claims all or nothing', () => {
    const release = claimSlots([5], dir);
    expect(() => claimSlots([4, 5], dir)).toThrow(SlotBusyError);
    claimSlots([4], dir)();
    release();
  });
});

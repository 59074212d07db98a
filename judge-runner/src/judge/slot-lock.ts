// Sandbox slots are machine-wide: a slot's uids and cgroups must belong to one runner at a time,
// or two runs would share a cgroup and measure (and kill) each other. A runner claims its slots with
// lock files holding its pid before it starts; a lock whose process is gone is taken over.
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class SlotBusyError extends Error {
  constructor(slot: number, pid: number) {
    super(
      `sandbox slot ${slot} is in use by process ${pid} (another runner on this machine); give this runner other slots with --slot-offset`,
    );
    this.name = 'SlotBusyError';
  }
}

export function slotLockDir(): string {
  return process.getuid?.() === 0 ? '/run/judge-runner/slots' : join(tmpdir(), 'judge-runner-slots');
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims the slots or throws SlotBusyError; returns the release. */
export function claimSlots(indexes: readonly number[], dir = slotLockDir()): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const claimed: string[] = [];
  const release = () => {
    for (const path of claimed.splice(0)) rmSync(path, { force: true });
  };
  try {
    for (const index of indexes) {
      const path = join(dir, `${index}.pid`);
      for (let attempt = 0; ; attempt++) {
        try {
          const fd = openSync(path, 'wx', 0o644);
          writeSync(fd, String(process.pid));
          closeSync(fd);
          claimed.push(path);
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
          const holder = Number(readFileSync(path, 'utf8').trim());
          if (holder && alive(holder)) throw new SlotBusyError(index, holder);
          rmSync(path, { force: true });
        }
      }
    }
  } catch (error) {
    release();
    throw error;
  }
  return release;
}

/**
 * Kills processes still running as the given uids: programs a previous runner on these slots left
 * when it was killed. Their sandbox helpers then end too, and free the slots' cgroups.
 */
export function killLeftovers(uids: readonly number[]): number {
  const wanted = new Set(uids);
  let killed = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const uid = Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
      if (!wanted.has(uid)) continue;
      process.kill(Number(entry), 'SIGKILL');
      killed += 1;
    } catch {
      // It ended while we looked.
    }
  }
  return killed;
}

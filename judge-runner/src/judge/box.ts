// Files of one worker slot. The slot's directory is root's alone (mode 0700): output captured from
// programs, logs and FIFOs live there, where no sandboxed program can reach them even without
// namespaces. Boxes are fresh subdirectories the sandbox mounts at /box and hands to the run's uid.
// The per-run file operations are synchronous: each takes microseconds, while the promise and
// thread-pool round trip of an async call costs more CPU than the call itself, for every case.
import { execFile } from 'node:child_process';
import {
  closeSync,
  constants,
  copyFileSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { directLauncher, type SandboxLauncher, ShellLauncher } from './launcher';

const execFileAsync = promisify(execFile);

/** Sandbox identities start here; nothing else on the machine should use these uids. */
export const SANDBOX_UID_BASE = 61000;

export interface Slot {
  index: number;
  /** The user's program runs as this uid (and gid). */
  uid: number;
  /** Checkers and interactors run as this one, so they cannot touch the program's processes. */
  auxUid: number;
  cgroup: string;
  auxCgroup: string;
  dir: string;
  /** Starts the program's sandboxes; the aux launcher those of checkers and interactors. */
  launcher: SandboxLauncher;
  auxLauncher: SandboxLauncher;
}

export function slotFor(index: number, workDir: string): Slot {
  const dir = join(workDir, 'slots', String(index));
  const shell = ShellLauncher.available();
  return {
    index,
    uid: SANDBOX_UID_BASE + 2 * index,
    auxUid: SANDBOX_UID_BASE + 2 * index + 1,
    cgroup: `judge-${index}`,
    auxCgroup: `judge-${index}-aux`,
    dir,
    launcher: shell ? new ShellLauncher(join(dir, 'launch-main')) : directLauncher,
    auxLauncher: shell ? new ShellLauncher(join(dir, 'launch-aux')) : directLauncher,
  };
}

export async function prepareSlot(slot: Slot): Promise<void> {
  await rm(slot.dir, { recursive: true, force: true });
  await mkdir(slot.dir, { recursive: true, mode: 0o700 });
}

/** An empty box; whatever a previous run left there is gone (symlinks are removed, not followed). */
export function freshBox(slot: Slot, name: string): string {
  const box = join(slot.dir, name);
  rmSync(box, { recursive: true, force: true });
  mkdirSync(box, { mode: 0o755 });
  return box;
}

/**
 * Puts a root-owned read-only file into a box. A hard link costs nothing and the program cannot
 * change its content (it is neither the owner nor allowed to write); another file system gets a copy.
 */
export function placeFile(source: string, box: string, name: string): void {
  const target = join(box, name);
  try {
    linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(source, target);
  }
}

/** Writes named files (extra files, sources) into a directory; names may not climb out of it. */
export function writeNamedFiles(dir: string, files: Record<string, string>): string[] {
  const names: string[] = [];
  for (const [name, content] of Object.entries(files)) {
    if (!isPlainFileName(name)) throw new Error(`file name not allowed: ${name}`);
    writeFileSync(join(dir, name), content, { mode: 0o444 });
    names.push(name);
  }
  return names;
}

export function isPlainFileName(name: string): boolean {
  return /^[\w.+-]{1,128}$/.test(name) && name !== '.' && name !== '..';
}

/**
 * Reads a file a program left in its box, refusing symlinks (the program could point one at
 * anything root can read) and anything but a regular file; at most `maxBytes`.
 */
export function readBoxFile(path: string, maxBytes: number): Buffer | null {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) return null;
    const buffer = Buffer.allocUnsafe(Math.min(info.size, maxBytes));
    let filled = 0;
    while (filled < buffer.length) {
      const n = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (n === 0) break;
      filled += n;
    }
    return buffer.subarray(0, filled);
  } finally {
    closeSync(fd);
  }
}

/** Names in a box matching a pattern such as `main` or `*.class`. */
export function matchBoxFiles(box: string, pattern: string): string[] {
  if (!pattern.includes('*')) return [pattern];
  const regex = new RegExp(`^${pattern.split('*').map(escapeRegex).join('.*')}$`);
  return readdirSync(box).filter((name) => regex.test(name));
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export async function makeFifo(path: string): Promise<void> {
  await rm(path, { force: true });
  await execFileAsync('mkfifo', ['-m', '600', path]);
}

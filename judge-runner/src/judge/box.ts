// Files of one worker slot. The slot's directory is root's alone (mode 0700): output captured from
// programs, logs and FIFOs live there, where no sandboxed program can reach them even without
// namespaces. Boxes are subdirectories the sandbox mounts at /box and hands to the run's uid; as
// root each is a size-limited tmpfs (bytes and files), so a program cannot fill the disk with many
// small files, which the per-file RLIMIT_FSIZE alone allows. A box is reset between cases rather
// than rebuilt: only what the last run added or replaced is removed and put back.
// The per-run file operations are synchronous: each takes microseconds, while the promise and
// thread-pool round trip of an async call costs more CPU than the call itself, for every case.
import { execFile } from 'node:child_process';
import {
  closeSync,
  constants,
  copyFileSync,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { releaseMountsBelow } from './box-mounts';
import { type SandboxLauncher, ServerLauncher } from './launcher';

const execFileAsync = promisify(execFile);

/** Sandbox identities start here; nothing else on the machine should use these uids. */
export const SANDBOX_UID_BASE = 61000;

/** The boxes of a slot, each its own tmpfs when running as root. */
export const BOX_NAMES = ['compile', 'run', 'check', 'interact'] as const;
export type BoxName = (typeof BOX_NAMES)[number];
/** Bytes and files a box may hold. Its pages count as the writer's memory (memory cgroup) too. */
const BOX_LIMITS = { kb: 512 * 1024, files: 4096 };

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
  /** What each box holds as the runner placed it, so a reset keeps what the last run left alone. */
  boxContents: Map<string, Map<string, PlacedFile>>;
}

/** A file the runner put into a box: where it came from (a host file as it was then, or a text),
 * and the inode it got there. */
interface PlacedFile {
  source: { path: string; version: string } | { content: string };
  inode: number;
}

export function slotFor(index: number, workDir: string): Slot {
  const dir = join(workDir, 'slots', String(index));
  return {
    index,
    uid: SANDBOX_UID_BASE + 2 * index,
    auxUid: SANDBOX_UID_BASE + 2 * index + 1,
    cgroup: `judge-${index}`,
    auxCgroup: `judge-${index}-aux`,
    dir,
    launcher: new ServerLauncher(),
    auxLauncher: new ServerLauncher(),
    boxContents: new Map(),
  };
}

/** Makes `dir` a tmpfs holding at most `kb` KiB and `files` entries. */
async function mountBox(dir: string): Promise<void> {
  await execFileAsync('mount', [
    '-t',
    'tmpfs',
    '-o',
    `size=${BOX_LIMITS.kb}k,nr_inodes=${BOX_LIMITS.files},mode=0755,nosuid,nodev`,
    'jsandbox-box',
    dir,
  ]);
}

/**
 * Ends the slot's sandbox servers and unmounts its boxes, so a stopped runner leaves no mount
 * behind (its work directory can then be removed). A killed runner's mounts are undone by the
 * next prepareSlot.
 */
export function releaseSlot(slot: Slot): void {
  slot.launcher.close();
  slot.auxLauncher.close();
  slot.boxContents.clear();
  releaseMountsBelow(slot.dir);
}

/**
 * Empties the slot's directory (unmounting what a previous runner left mounted there) and, as
 * root, mounts each box as a size-limited tmpfs. Says which protection it could not give.
 */
export async function prepareSlot(slot: Slot): Promise<{ boxLimit: boolean }> {
  releaseMountsBelow(slot.dir);
  await rm(slot.dir, { recursive: true, force: true });
  await mkdir(slot.dir, { recursive: true, mode: 0o700 });
  slot.boxContents.clear();
  let boxLimit = process.getuid?.() === 0;
  for (const name of BOX_NAMES) {
    const box = join(slot.dir, name);
    await mkdir(box, { mode: 0o755 });
    if (!boxLimit) continue;
    try {
      await mountBox(box);
    } catch {
      boxLimit = false;
    }
  }
  return { boxLimit };
}

/**
 * The box `name` holding exactly `files` (name → host file, hard-linked or copied) and `contents`
 * (name → text, written read-only); everything else in it is removed, symlinks without being
 * followed. What the runner placed and the last run left untouched (same inode) stays, so a
 * program's binary is copied once, not per case or per submission of the same code; what the last
 * run deleted or replaced is placed again.
 */
export function resetBox(
  slot: Slot,
  name: BoxName,
  files: Record<string, string> = {},
  contents: Record<string, string> = {},
): string {
  const box = join(slot.dir, name);
  let placed = slot.boxContents.get(name);
  if (!placed) {
    mkdirSync(box, { recursive: true, mode: 0o755 });
    placed = new Map<string, PlacedFile>();
    slot.boxContents.set(name, placed);
  }
  const wanted = new Map<string, PlacedFile['source']>();
  for (const [file, path] of Object.entries(files)) wanted.set(file, { path, version: versionOf(path) });
  for (const [file, content] of Object.entries(contents)) {
    if (!isPlainFileName(file)) throw new Error(`file name not allowed: ${file}`);
    wanted.set(file, { content });
  }
  const kept = new Set<string>();
  for (const entry of entriesOf(box, placed)) {
    const known = placed.get(entry);
    const source = wanted.get(entry);
    if (known && source && sameSource(known.source, source) && inodeOf(join(box, entry)) === known.inode) {
      kept.add(entry);
      continue;
    }
    rmSync(join(box, entry), { recursive: true, force: true });
  }
  // What the last run deleted or replaced is no longer there as placed.
  for (const file of placed.keys()) if (!kept.has(file)) placed.delete(file);
  for (const [file, source] of wanted) {
    if (placed.has(file)) continue;
    const target = join(box, file);
    if ('path' in source) placeFile(source.path, box, file);
    else writeFileSync(target, source.content, { mode: 0o444 });
    placed.set(file, { source, inode: inodeOf(target) ?? -1 });
  }
  return box;
}

/**
 * The names in a box, which is made once per slot. A run cannot remove its box (its mount point,
 * in a directory only root may write) unless it runs without a uid of its own, the unprotected
 * fallback; then the box is made again, empty.
 */
function entriesOf(box: string, placed: Map<string, PlacedFile>): string[] {
  try {
    return readdirSync(box);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(box, { recursive: true, mode: 0o755 });
    placed.clear();
    return [];
  }
}

function sameSource(a: PlacedFile['source'], b: PlacedFile['source']): boolean {
  if ('path' in a) return 'path' in b && a.path === b.path && a.version === b.version;
  return 'content' in b && a.content === b.content;
}

/** Changes whenever the host file is replaced or rewritten (the checker's copy of the output is). */
function versionOf(path: string): string {
  const info = statSync(path);
  return `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}`;
}

/**
 * The inode of a root-owned regular file (not followed if a link), or null. The program owns its
 * box and may delete or rename what the runner put there, but whatever it creates belongs to its
 * own uid, so a root-owned file with the recorded inode is still the runner's.
 */
function inodeOf(path: string): number | null {
  try {
    const info = lstatSync(path);
    return info.isFile() && info.uid === process.getuid?.() ? info.ino : null;
  } catch {
    return null;
  }
}

/**
 * Puts a root-owned read-only file into a box. A hard link costs nothing and the program cannot
 * change its content (it is neither the owner nor allowed to write); another file system gets a copy.
 */
function placeFile(source: string, box: string, name: string): void {
  const target = join(box, name);
  try {
    linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(source, target);
  }
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

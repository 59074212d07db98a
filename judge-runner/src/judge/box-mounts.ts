// The box mounts below a directory, found and undone. Its own small module because the runner's
// embedder also needs it (through embedding.ts): a runner killed with SIGKILL cannot unmount its
// boxes, so its supervisor releases what is left below the runner's work directory.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Mount points at or below `dir`, deepest first (from /proc/self/mountinfo, octal escapes decoded). */
export function mountsBelow(dir: string): string[] {
  let text: string;
  try {
    text = readFileSync('/proc/self/mountinfo', 'utf8');
  } catch {
    return [];
  }
  const decode = (field: string) =>
    field.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));
  return text
    .split('\n')
    .map((line) => decode(line.split(' ')[4] ?? ''))
    .filter((point) => point === dir || point.startsWith(`${dir}/`))
    .sort((a, b) => b.length - a.length);
}

/** Lazily unmounts everything at or below `dir`, so the directory can then be removed. */
export function releaseMountsBelow(dir: string): void {
  for (const point of mountsBelow(dir)) {
    try {
      execFileSync('umount', ['-l', point], { stdio: 'ignore' });
    } catch {
      // Already gone, or not ours to unmount: nothing is left to release.
    }
  }
}

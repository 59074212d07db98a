#!/usr/bin/env node
// Compiles the sandbox helper (judge-runner/sandbox/src/*.c) into judge-runner/sandbox/build/jsandbox.
// Runs on every `npm install`: quick when nothing changed, and never fails the install, because the
// API server installs the same package on machines that judge nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(root, 'judge-runner/sandbox/src');
const buildDir = join(root, 'judge-runner/sandbox/build');
const output = join(buildDir, 'jsandbox');
const force = process.argv.includes('--force');

function warn(message) {
  console.warn(`[build-sandbox] warning: ${message}`);
  console.warn('[build-sandbox] the judge runner cannot run code on this machine until the helper is built.');
}

function newestMtime(files) {
  return Math.max(...files.map((file) => statSync(file).mtimeMs));
}

function compile(cc, sources, target, extraFlags) {
  const flags = ['-O2', '-std=gnu11', '-Wall', '-Wextra', '-Wno-format-truncation', ...extraFlags];
  return spawnSync(cc, [...flags, '-o', target, ...sources], { encoding: 'utf8' });
}

function works(cc) {
  const probe = spawnSync(cc, ['--version'], { encoding: 'utf8' });
  return !probe.error && probe.status === 0;
}

// musl-gcc sees only musl's headers; the helper also needs the kernel's (linux/, asm/, asm-generic/).
function kernelHeadersForMusl() {
  const multiarch = spawnSync('gcc', ['-print-multiarch'], { encoding: 'utf8' }).stdout?.trim();
  const asm = [multiarch && `/usr/include/${multiarch}/asm`, '/usr/include/asm'].find(
    (dir) => dir && existsSync(dir),
  );
  if (!asm || !existsSync('/usr/include/linux/seccomp.h')) return null;
  const dir = join(buildDir, 'kernel-include');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  symlinkSync('/usr/include/linux', join(dir, 'linux'));
  symlinkSync(asm, join(dir, 'asm'));
  symlinkSync('/usr/include/asm-generic', join(dir, 'asm-generic'));
  return dir;
}

// Preferred first. musl's static start-up is far cheaper than glibc's, whose CPU feature probing
// runs ~80 CPUID instructions: each one exits to the hypervisor, ~0.35 ms per run on a VM.
function candidates() {
  if (process.env.CC) {
    return [
      { cc: process.env.CC, flags: ['-static'], linkage: 'static' },
      { cc: process.env.CC, flags: [], linkage: 'dynamic' },
    ];
  }
  const list = [];
  if (works('musl-gcc')) {
    const include = kernelHeadersForMusl();
    if (include)
      list.push({ cc: 'musl-gcc', flags: ['-static', '-isystem', include], linkage: 'static, musl' });
  }
  list.push(
    { cc: 'gcc', flags: ['-static'], linkage: 'static' },
    { cc: 'gcc', flags: [], linkage: 'dynamic' },
  );
  return list;
}

function main() {
  const entries = readdirSync(sourceDir);
  const sources = entries.filter((name) => name.endsWith('.c')).map((name) => join(sourceDir, name));
  const inputs = entries.filter((name) => /\.[ch]$/.test(name)).map((name) => join(sourceDir, name));
  inputs.push(fileURLToPath(import.meta.url));

  if (!force) {
    try {
      if (statSync(output).mtimeMs > newestMtime(inputs)) {
        console.log(`[build-sandbox] up to date: ${output}`);
        return;
      }
    } catch {
      // No binary yet: build it.
    }
  }

  const options = candidates().filter((option) => works(option.cc));
  if (options.length === 0) {
    warn(
      `no C compiler found ('${process.env.CC || 'gcc'}'); install gcc and run \`node scripts/build-sandbox.mjs\`.`,
    );
    return;
  }

  mkdirSync(buildDir, { recursive: true });
  // Build beside the target and rename, so a runner starting meanwhile never sees half a file.
  const temporary = `${output}.${process.pid}.tmp`;
  const failures = [];
  let built = null;
  for (const option of options) {
    const result = compile(option.cc, sources, temporary, option.flags);
    if (result.status === 0) {
      built = { ...option, stderr: result.stderr };
      break;
    }
    failures.push(`${option.cc} (${option.linkage}):\n${result.stderr}`);
  }
  if (!built) {
    rmSync(temporary, { force: true });
    warn(`compiling the sandbox helper failed:\n${failures.join('\n')}`);
    return;
  }
  if (built.stderr.trim()) console.warn(built.stderr.trim());
  renameSync(temporary, output);
  console.log(`[build-sandbox] built ${output} with ${built.cc} (${built.linkage})`);
}

main();

// Compiling a submission, a special judge or an interactor in the sandbox (compile profile and the
// language's compile limits), with the result kept in the compile cache.
import { createHash } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompileCache, CompileLease, CompileOutcome } from '../cache/compile-cache';
import type { Language } from '../languages/languages';
import { matchBoxFiles, readBoxFile, resetBox, type Slot } from './box';
import { SystemError } from './errors';

/** Compile errors longer than this are cut; nobody reads the 5000th error. */
export const COMPILE_MESSAGE_MAX = 16 * 1024;
const ARTIFACT_MAX_BYTES = 512 * 1024 * 1024;
/** Only the head of a compiler's output is read; the message is clipped further below. */
const COMPILE_LOG_MAX = 1024 * 1024;

export interface CompileRequest {
  language: Language;
  code: string;
  /** Files beside the source (headers such as testlib.h, or the problem's extra files). */
  extraFiles: Record<string, string>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function compileKey({ language, code, extraFiles }: CompileRequest): string {
  const extras = Object.keys(extraFiles)
    .sort()
    .map((name) => [name, sha256(extraFiles[name]!)]);
  return sha256(
    JSON.stringify({
      language: language.key,
      toolchain: language.toolchainInfo.version,
      command: language.compile?.(language.toolchainInfo) ?? null,
      env: language.compileEnv ?? null,
      source: sha256(code),
      extras,
    }),
  );
}

export function clipMessage(text: string, max = COMPILE_MESSAGE_MAX): string {
  return text.length > max ? `${text.slice(0, max)}\n... (${text.length - max} more characters)` : text;
}

const COMPILE_LIMIT_MESSAGES = {
  TLE: 'Compile Error: compiling took too long',
  MLE: 'Compile Error: the compiler ran out of memory',
  OLE: "Compile Error: the compiler's output was too large",
} as const;

async function compileInSandbox(
  slot: Slot,
  request: CompileRequest,
  target: string,
  signal?: AbortSignal,
): Promise<CompileOutcome> {
  const { language } = request;
  const box = resetBox(slot, 'compile', {}, { ...request.extraFiles, [language.sourceFile]: request.code });
  try {
    return await compileInBox(slot, request, box, target, signal);
  } finally {
    // Emptied at once: a box's pages are charged to the slot's memory cgroup, which the runs share.
    resetBox(slot, 'compile');
  }
}

async function compileInBox(
  slot: Slot,
  request: CompileRequest,
  box: string,
  target: string,
  signal?: AbortSignal,
): Promise<CompileOutcome> {
  const { language } = request;
  if (language.compile) {
    const log = join(slot.dir, 'compile.log');
    const result = await slot.launcher.run({
      command: language.compile(language.toolchainInfo),
      box,
      stdout: log,
      stderr: log,
      ...language.compileLimits,
      uid: slot.uid,
      gid: slot.uid,
      cgroup: slot.cgroup,
      env: language.compileEnv,
      binds: language.toolchainInfo.binds.map((source) => ({ source })),
      seccomp: 'compile',
      signal,
    });
    const output = (readBoxFile(log, COMPILE_LOG_MAX) ?? Buffer.alloc(0)).toString('latin1').trim();
    if (result.status === 'SE')
      throw new SystemError(`the sandbox could not run the compiler: ${result.error ?? ''}`);
    if (result.status !== 'OK') {
      const headline = result.status === 'RE' ? 'Compile Error' : COMPILE_LIMIT_MESSAGES[result.status];
      return {
        ok: false,
        message: clipMessage(result.status === 'RE' ? output || headline : `${headline}\n${output}`.trim()),
      };
    }
  }
  const files: string[] = [];
  for (const pattern of language.artifacts) {
    for (const name of matchBoxFiles(box, pattern)) {
      const content = readBoxFile(join(box, name), ARTIFACT_MAX_BYTES);
      if (!content) throw new SystemError(`the compiler did not produce ${name}`);
      writeFileSync(join(target, name), content, { mode: 0o555 });
      files.push(name);
    }
  }
  if (files.length === 0)
    throw new SystemError(`the compiler produced none of ${language.artifacts.join(', ')}`);
  chmodSync(target, 0o755);
  return { ok: true, dir: target, files };
}

/** Compiles (or finds in the cache) and holds the outcome until the lease is released. */
export function compile(
  cache: CompileCache,
  slot: Slot,
  request: CompileRequest,
  signal?: AbortSignal,
): Promise<CompileLease> {
  return cache.acquire(compileKey(request), (target) => compileInSandbox(slot, request, target, signal));
}

// Every language this machine offers must compile and run A+B inside the sandbox.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSandboxed } from '../sandbox/run-sandboxed';
import { ensureSandboxBuilt, isRoot, Workspace } from '../sandbox/test-support';
import { detectLanguages } from './detect';
import { type Language, scaledLimits } from './languages';

const UID = 60120;
const CGROUP = 'vitest-languages';

describe.skipIf(!isRoot)('languages in the sandbox', () => {
  let ws: Workspace;
  let languages: Language[];

  beforeAll(async () => {
    expect(ensureSandboxBuilt()).toBe(true);
    ws = await Workspace.create('jsandbox-languages');
    languages = await detectLanguages();
  }, 60_000);

  afterAll(async () => {
    await ws?.dispose();
  });

  it('detects the toolchains every judge machine has', () => {
    const names = languages.map((language) => language.name);
    expect(names).toEqual(expect.arrayContaining(['C', 'C++ 17', 'C++ 20', 'Java', 'Python3']));
    for (const language of languages) expect(language.description).toMatch(/\d/);
  });

  it('compiles and runs A+B in every detected language', async () => {
    const input = await ws.write('input.txt', '20 22\n');
    for (const language of languages) {
      const box = await ws.box(language.key);
      await writeFile(join(box, language.sourceFile), language.template);
      const binds = language.toolchainInfo.binds.map((source) => ({ source }));
      const common = { box, binds, uid: UID, gid: UID, cgroup: CGROUP };
      if (language.compile) {
        const limits = language.compileLimits;
        const compileLog = ws.path(`${language.key}.compile`);
        const compiled = await runSandboxed({
          ...common,
          command: language.compile(language.toolchainInfo),
          stdout: compileLog,
          stderr: compileLog,
          env: language.compileEnv,
          seccomp: 'compile',
          ...limits,
        });
        expect({
          language: language.name,
          status: compiled.status,
          log: await readFile(compileLog, 'utf8'),
        }).toEqual({
          language: language.name,
          status: 'OK',
          log: expect.any(String),
        });
      }
      const limits = scaledLimits(language, { timeMs: 2000, memoryKb: 256 * 1024 });
      const output = ws.path(`${language.key}.out`);
      const errors = ws.path(`${language.key}.err`);
      const result = await runSandboxed({
        ...common,
        command: language.run(language.toolchainInfo, { memoryKb: limits.memoryKb }),
        stdin: input,
        stdout: output,
        stderr: errors,
        env: language.runEnv,
        cpuMs: limits.timeMs,
        memoryKb: limits.memoryKb,
        procs: language.runProcs,
        addressSpaceLimit: language.addressSpaceLimit,
      });
      expect({
        language: language.name,
        status: result.status,
        stderr: await readFile(errors, 'utf8'),
      }).toEqual({
        language: language.name,
        status: 'OK',
        stderr: '',
      });
      expect({ language: language.name, output: await readFile(output, 'utf8') }).toEqual({
        language: language.name,
        output: '42\n',
      });
    }
  }, 180_000);
});

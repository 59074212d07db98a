// Submissions judged one after another in one slot, as a runner does, with a real sandbox: what a
// slot keeps between them (the placed binary, answers in memory, capture files) must never carry
// one submission's program, answers or sabotage into the next.
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../../contract/judge-status';
import type { CaseManifestEntry } from '../../../contract/runner/protocol';
import { CompileCache } from '../cache/compile-cache';
import { TestcaseCache } from '../cache/testcase-cache';
import { detectLanguages } from '../languages/detect';
import { LANGUAGE_SPECS } from '../languages/languages';
import { ensureSandboxBuilt, isRoot } from '../sandbox/test-support';
import { judgeJobFixture } from '../sources/judge-job-fixture';
import { prepareSlot, releaseSlot, type Slot, slotFor } from './box';
import { type JobEnvironment, runJudgeJob } from './jobs';
import { claimSlots, SlotBusyError } from './slot-lock';

const quiet = { info() {}, warn() {}, error() {} };
const sha = (data: string) => createHash('sha256').update(data).digest('hex');

const AB =
  '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0; }\n';
const AB_PLUS_ONE =
  '#include <stdio.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b + 1); return 0; }\n';
/** Answers right, then puts a file of its own in place of its binary, as a saboteur would. */
const REPLACES_ITS_BINARY = `#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  long long a, b;
  scanf("%lld %lld", &a, &b);
  printf("%lld\\n", a + b);
  fflush(stdout);
  unlink("main");
  int fd = open("main", O_WRONLY | O_CREAT | O_TRUNC, 0755);
  write(fd, "#!/no/such/interpreter\\n", 23);
  close(fd);
  return 0;
}
`;

/** Answers right, then deletes its binary. */
const DELETES_ITS_BINARY =
  '#include <stdio.h>\n#include <unistd.h>\nint main(void) { long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); fflush(stdout); unlink("main"); return 0; }\n';

/** A special judge that accepts exactly the answer (exit 0), else Wrong Answer (1). */
const CHECKER_EXACT = `#include <stdio.h>
#include <string.h>
static long slurp(const char *path, char *buffer) {
  FILE *f = fopen(path, "rb");
  long n = f ? (long)fread(buffer, 1, 4096, f) : -1;
  if (f) fclose(f);
  return n;
}
int main(int argc, char **argv) {
  static char user[4096], answer[4096];
  long u = slurp(argv[2], user), a = slurp(argv[3], answer);
  return u == a && u >= 0 && memcmp(user, answer, (size_t)u) == 0 ? 0 : 1;
}
`;

/** A free slot of the machine-wide lock, as the runner would claim it. */
function claimFreeSlot(): { index: number; release: () => void } {
  for (let index = 1000; index < 1100; index++) {
    try {
      return { index, release: claimSlots([index]) };
    } catch (error) {
      if (!(error instanceof SlotBusyError)) throw error;
    }
  }
  throw new Error('no free sandbox slot for the test');
}

describe.skipIf(!isRoot)('submissions judged one after another in a slot', () => {
  let work: string;
  let claimed: { index: number; release: () => void };
  let slot: Slot;
  let env: JobEnvironment;
  const data = new Map<string, string>();
  let submitId = 0;

  /** Test data of A+B cases, answered by `answer`; the same inputs give the same hashes. */
  function cases(pairs: [number, number][], answer: (a: number, b: number) => number): CaseManifestEntry[] {
    return pairs.map(([a, b], i) => {
      const input = `${a} ${b}\n`;
      const output = `${answer(a, b)}\n`;
      data.set(sha(input), input);
      data.set(sha(output), output);
      return {
        caseId: i + 1,
        seq: i + 1,
        inputName: `${i + 1}.in`,
        outputName: `${i + 1}.out`,
        inputHash: sha(input),
        outputHash: sha(output),
        inputSize: input.length,
        outputSize: output.length,
        score: null,
        groupNum: null,
      };
    });
  }

  async function judge(code: string, testdata: CaseManifestEntry[], checker?: string) {
    const job = judgeJobFixture({ submitId: ++submitId, language: 'C', code });
    job.problem.cases = testdata;
    if (checker) {
      job.problem.judgeMode = 'spj';
      job.problem.checker = { language: 'C', code: checker };
    }
    return runJudgeJob(env, job, () => undefined);
  }

  const binaryInBox = () => join(slot.dir, 'run', 'main');

  beforeAll(async () => {
    expect(ensureSandboxBuilt()).toBe(true);
    work = mkdtempSync(join(tmpdir(), 'jobs-sandbox-'));
    claimed = claimFreeSlot();
    slot = slotFor(claimed.index, work);
    await prepareSlot(slot);
    const testcases = new TestcaseCache(
      join(work, 'testcases'),
      1 << 20,
      async (hash) => new Response(data.get(hash)!),
      quiet,
    );
    await testcases.init();
    const compiles = new CompileCache(join(work, 'compiled'), 16);
    await compiles.init();
    const languages = await detectLanguages(LANGUAGE_SPECS.filter((spec) => spec.name === 'C'));
    env = {
      slot,
      languages: new Map(languages.map((l) => [l.name, l])),
      testcases,
      compiles,
      log: quiet,
      signal: new AbortController().signal,
    };
  }, 60_000);

  afterAll(() => {
    if (slot) releaseSlot(slot);
    claimed?.release();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const sum = (a: number, b: number) => a + b;
  const pairs: [number, number][] = [
    [1, 2],
    [20, 22],
    [-5, 5],
  ];

  it('keeps the binary placed for the same program, and replaces it when the program changes', async () => {
    expect((await judge(AB, cases(pairs, sum))).status).toBe(JudgeStatus.ACCEPTED);
    const placed = statSync(binaryInBox()).ino;
    expect((await judge(AB, cases(pairs, sum))).status).toBe(JudgeStatus.ACCEPTED);
    expect(statSync(binaryInBox()).ino).toBe(placed);
    // Another program: its own binary runs, not the one left in the box.
    const other = await judge(AB_PLUS_ONE, cases(pairs, sum));
    expect(other.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(other.cases.map((c) => c.userOutput)).toEqual(['4\n', '43\n', '1\n']);
    expect((await judge(AB, cases(pairs, sum))).status).toBe(JudgeStatus.ACCEPTED);
  }, 60_000);

  it('puts back a binary the program replaced, for its next case and for the next submission', async () => {
    const sabotage = await judge(REPLACES_ITS_BINARY, cases(pairs, sum));
    expect(sabotage.cases.map((c) => c.status)).toEqual(pairs.map(() => JudgeStatus.ACCEPTED));
    // Its last run left its forgery in the box; every run found its own binary there.
    expect(readFileSync(binaryInBox(), 'latin1')).toContain('/no/such/interpreter');
    const again = await judge(REPLACES_ITS_BINARY, cases(pairs, sum));
    expect(again.status).toBe(JudgeStatus.ACCEPTED);
    expect((await judge(AB, cases(pairs, sum))).status).toBe(JudgeStatus.ACCEPTED);
  }, 60_000);

  it('puts back a binary the program deleted, for its next case and for the next submission', async () => {
    const deleted = await judge(DELETES_ITS_BINARY, cases(pairs, sum));
    expect(deleted.cases.map((c) => c.status)).toEqual(pairs.map(() => JudgeStatus.ACCEPTED));
    expect(() => statSync(binaryInBox())).toThrow(/ENOENT/);
    expect((await judge(DELETES_ITS_BINARY, cases(pairs, sum))).status).toBe(JudgeStatus.ACCEPTED);
    expect((await judge(AB, cases(pairs, sum))).status).toBe(JudgeStatus.ACCEPTED);
  }, 60_000);

  it('compares with the answers of the test data as it is now, not as it was', async () => {
    expect((await judge(AB, cases(pairs, sum))).status).toBe(JudgeStatus.ACCEPTED);
    // The problem's test data changed: same inputs, other answers.
    const changed = cases(pairs, (a, b) => a + b + 1);
    expect((await judge(AB, changed)).status).toBe(JudgeStatus.WRONG_ANSWER);
    expect((await judge(AB_PLUS_ONE, changed)).status).toBe(JudgeStatus.ACCEPTED);
  }, 60_000);

  it('gives a special judge the output of each case, however quickly the cases follow', async () => {
    // Outputs of the same length, so only their content tells them apart.
    const many = Array.from({ length: 30 }, (_, i): [number, number] => [i, 10]);
    const judged = await judge(AB, cases(many, sum), CHECKER_EXACT);
    expect(judged.cases.map((c) => c.status)).toEqual(many.map(() => JudgeStatus.ACCEPTED));
  }, 60_000);

  it('captures output in a file made afresh when the last one held any, and keeps an empty one', async () => {
    await judge(AB, cases(pairs, sum));
    const stdout = openSync(join(slot.dir, 'stdout'), 'r');
    const stderr = openSync(join(slot.dir, 'stderr'), 'r');
    try {
      await judge(AB, cases(pairs, sum));
      // The last output was removed, not truncated for the next run, and nothing wrote to it.
      expect(fstatSync(stdout).nlink).toBe(0);
      expect(readFileSync(stdout, 'latin1')).toBe('0\n');
      // The empty stderr is the same file still.
      expect(fstatSync(stderr).nlink).toBe(1);
    } finally {
      closeSync(stdout);
      closeSync(stderr);
    }
  }, 60_000);
});

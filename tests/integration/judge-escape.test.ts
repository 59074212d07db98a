import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus } from '@contract/judge-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudgeProblem } from '../support/judge-fixtures';
import { type Harness, startJudgeHarness } from '../support/judge-harness';
import { C_AB, C_ENDLESS_OUTPUT, C_MEMORY_HOG } from '../support/judge-programs';

const isRoot = process.getuid?.() === 0;
const SECRET_ANSWER = 'the-secret-answer-of-case-one\n';

/**
 * Hostile programs submitted as an ordinary user through the API. The "contained" problem expects
 * the output `blocked`: a program prints it when its attack failed and `escaped` otherwise, so an
 * Accepted verdict proves the sandbox held. Attacks that cannot report (bombs) must still end with
 * a verdict, and the server must stay healthy.
 */
let h: Harness;
let token: string;
let containedProblemId: string;

beforeAll(async () => {
  h = await startJudgeHarness({ runners: 2 });
  token = (await h.createUser()).token;
  containedProblemId = (
    await createJudgeProblem(h.server.platform, {
      timeLimit: 2000,
      memoryLimit: 128,
      cases: [{ input: SECRET_ANSWER, output: 'blocked\n' }],
    })
  ).problemId;
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

const cString = (text: string) => JSON.stringify(text);

describe.skipIf(!isRoot)('the sandbox holds against hostile submissions', () => {
  it('contains every attack with a verdict, and judging still works afterwards', async () => {
    const answerHash = createHash('sha256').update(SECRET_ANSWER).digest('hex');
    const secrets = join(h.dataDir, 'secrets.json');
    const cachedAnswer = join(h.dataDir, 'runners', '0', 'cache', 'testcases', answerHash);
    const database = join(h.dataDir, 'pglite', 'PG_VERSION');
    const outsideFile = join(h.dataDir, 'escaped-by-submission');
    const runnerPids = h.server.runners!.processes.map((p) => p?.pid ?? 0);

    const contained = {
      readSecrets: `#include <stdio.h>
int main(void) {
  const char *paths[] = {${[
    secrets,
    cachedAnswer,
    database,
    '/etc/shadow',
    '/root/.bashrc',
    '/proc/1/environ',
  ]
    .map(cString)
    .join(', ')}};
  for (int i = 0; i < 6; i++) { FILE *f = fopen(paths[i], "r"); if (f && fgetc(f) != EOF) { printf("escaped %s\\n", paths[i]); return 0; } }
  puts("blocked"); return 0;
}`,
      writeOutside: `#include <stdio.h>
int main(void) {
  const char *paths[] = {${[outsideFile, '/etc/escaped-by-submission', '/usr/escaped-by-submission'].map(cString).join(', ')}};
  for (int i = 0; i < 3; i++) { FILE *f = fopen(paths[i], "w"); if (f && fputs("x", f) >= 0 && fclose(f) == 0) { printf("escaped %s\\n", paths[i]); return 0; } }
  puts("blocked"); return 0;
}`,
      network: `#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
int main(void) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0) { puts("blocked"); return 0; }
  struct sockaddr_in addr; memset(&addr, 0, sizeof addr);
  addr.sin_family = AF_INET; addr.sin_port = htons(${new URL(h.url).port}); addr.sin_addr.s_addr = inet_addr("127.0.0.1");
  puts(connect(s, (struct sockaddr *)&addr, sizeof addr) == 0 ? "escaped" : "blocked"); return 0;
}`,
      killOthers: `#include <stdio.h>
#include <signal.h>
int main(void) {
  int pids[] = {${runnerPids.join(', ')}}; int hits = 0;
  for (int i = 0; i < ${runnerPids.length}; i++) if (pids[i] > 0 && kill(pids[i], SIGKILL) == 0) hits++;
  if (kill(1, SIGKILL) == 0) hits++;
  kill(-1, SIGKILL);
  puts(hits ? "escaped" : "blocked"); return 0;
}`,
    };
    const bombs = {
      forkBomb: `#include <unistd.h>
int main(void) { for (;;) fork(); }`,
      memoryBomb: C_MEMORY_HOG,
      hugeOutput: C_ENDLESS_OUTPUT,
      compileBomb: '#include "/dev/urandom"\nint main(void) { return 0; }\n',
    };

    const ids = new Map<number, string>();
    for (const [name, code] of Object.entries({ ...contained, ...bombs })) {
      ids.set(await h.submit(token, { pid: containedProblemId, language: 'C', code }), name);
    }
    const verdicts = await h.waitForVerdicts([...ids.keys()], 150_000);
    const byName = Object.fromEntries([...verdicts].map(([id, row]) => [ids.get(id)!, row]));

    for (const name of Object.keys(contained)) {
      expect({ name, status: byName[name]!.status, error: byName[name]!.errorMessage }).toEqual({
        name,
        status: JudgeStatus.ACCEPTED,
        error: null,
      });
    }
    expect([JudgeStatus.TIME_LIMIT_EXCEEDED, JudgeStatus.RUNTIME_ERROR]).toContain(byName.forkBomb!.status);
    expect(byName.memoryBomb!.status).toBe(JudgeStatus.MEMORY_LIMIT_EXCEEDED);
    expect(byName.hugeOutput).toMatchObject({
      status: JudgeStatus.RUNTIME_ERROR,
      errorMessage: 'Output Limit Exceeded',
    });
    expect(byName.compileBomb!.status).toBe(JudgeStatus.COMPILE_ERROR);

    expect(existsSync(outsideFile)).toBe(false);
    expect(existsSync('/etc/escaped-by-submission')).toBe(false);
    expect(h.server.runners!.processes.map((p) => p?.pid ?? 0)).toEqual(runnerPids);

    const health = await h.request('GET', '/api/health');
    expect(health.body.status).toBe(200);
    const after = await h.submit(token, { pid: '1000', language: 'C', code: C_AB });
    expect((await h.waitForVerdicts([after])).get(after)!.status).toBe(JudgeStatus.ACCEPTED);
  }, 200_000);
});

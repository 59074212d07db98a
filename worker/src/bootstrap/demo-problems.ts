import { LOCAL_OJ } from '@contract/limits';
import { Role } from '@contract/roles';
import { and, count, eq, notExists } from 'drizzle-orm';
import { language, problem, problemLanguage } from '../db/schema';
import { type CaseData, createProblem, type ProblemInput } from '../domains/problem/admin-service';
import type { Platform } from '../platform/platform';

/**
 * Three sample problems with real test data, so a new site can be tried within a minute:
 * 1000 A+B (ACM), 1001 array sum (ACM, 64-bit sums) and 1002 Fibonacci modulo (OI, three
 * subtasks, lowest-score rule, 100 points). Created only while the problem table is empty.
 * Problems seeded before any language existed get every offered language once there are some.
 */
export const DEMO_SOURCE = 'Sample problems of the judge platform';

const SEEDER = { uid: 'bootstrap', username: 'root', roles: [Role.ROOT] };

/** A small deterministic generator, so every site gets the same data. */
function generator(seed: number) {
  let state = BigInt(seed);
  return (below: bigint): bigint => {
    state = (state * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return (state >> 11n) % below;
  };
}

const examples = (pairs: [string, string][]) =>
  pairs.map(([input, output]) => `<input>${input}</input><output>${output}</output>`).join('');

function aPlusB(): ProblemInput {
  const next = generator(1000);
  const pairs: [bigint, bigint][] = [
    [1n, 2n],
    [0n, 0n],
    [-5n, 3n],
    [-1000000n, -2000000n],
    [123456789n, 876543210n],
    [2147483646n, 1n],
    [-1073741824n, -1073741824n],
  ];
  while (pairs.length < 10) pairs.push([next(2000000001n) - 1000000000n, next(2000000001n) - 1000000000n]);
  const testCases: CaseData[] = pairs.map(([a, b]) => ({ input: `${a} ${b}\n`, output: `${a + b}\n` }));
  return {
    problem: {
      problemId: '1000',
      title: 'A+B Problem',
      description:
        'Read two integers $a$ and $b$ and print their sum $a + b$.\n\nThis is the classic first problem of every online judge: use it to check how input and output work here.',
      input: 'One line with two integers $a$ and $b$ ($-10^9 \\le a, b \\le 10^9$), separated by a space.',
      output: 'Print $a + b$ on one line. The sum always fits in a signed 32-bit integer.',
      examples: examples([
        ['1 2\n', '3\n'],
        ['-5 3\n', '-2\n'],
      ]),
      hint: 'Read from **standard input** and write to **standard output**; do not print prompts such as `Enter a:`.\n\nIn C++:\n\n```cpp\n#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n```',
      source: DEMO_SOURCE,
      difficulty: 0,
      type: 0,
      timeLimit: 1000,
      memoryLimit: 256,
    },
    tags: ['Beginner', 'Math'],
    testCases,
  };
}

function arraySum(): ProblemInput {
  const next = generator(1001);
  const sizes = [1, 5, 10, 100, 1000, 10000, 50000, 100000];
  const testCases: CaseData[] = sizes.map((n, i) => {
    const values = Array.from({ length: n }, () => (i === 0 ? 7n : next(2000000001n) - 1000000000n));
    if (i === sizes.length - 1) values.fill(1000000000n);
    const sum = values.reduce((a, b) => a + b, 0n);
    return { input: `${n}\n${values.join(' ')}\n`, output: `${sum}\n` };
  });
  return {
    problem: {
      problemId: '1001',
      title: 'Sum of an Array',
      description:
        'Given $n$ integers $a_1, a_2, \\ldots, a_n$, compute $\\sum_{i=1}^{n} a_i$.\n\nWatch the range of the answer: it can exceed what a 32-bit integer holds.',
      input:
        'The first line holds $n$ ($1 \\le n \\le 10^5$). The second line holds $n$ integers $a_i$ ($-10^9 \\le a_i \\le 10^9$).',
      output: 'Print the sum on one line.',
      examples: examples([
        ['3\n1 2 3\n', '6\n'],
        ['2\n1000000000 1000000000\n', '2000000000\n'],
      ]),
      hint: 'The largest possible sum is $10^{14}$: use `long long` in C/C++ or `long` in Java.',
      source: DEMO_SOURCE,
      difficulty: 0,
      type: 0,
      timeLimit: 1000,
      memoryLimit: 256,
    },
    tags: ['Beginner', 'Implementation'],
    testCases,
  };
}

const MOD = 1000000007n;

/** F(n) mod 1e9+7 by fast doubling. */
function fibonacciMod(n: bigint): bigint {
  const walk = (k: bigint): [bigint, bigint] => {
    if (k === 0n) return [0n, 1n];
    const [a, b] = walk(k >> 1n);
    const c = (a * ((2n * b - a + MOD) % MOD)) % MOD;
    const d = (a * a + b * b) % MOD;
    return k & 1n ? [d, (c + d) % MOD] : [c, d];
  };
  return walk(n)[0];
}

function fibonacci(): ProblemInput {
  const next = generator(1002);
  const groups: { score: number; values: bigint[] }[] = [
    { score: 30, values: [1n, 2n, 10n, 30n] },
    { score: 30, values: [1000n, 123456n, 1000000n] },
    { score: 40, values: [1000000007n, 10n ** 18n, next(10n ** 18n) + 1n, next(10n ** 18n) + 1n] },
  ];
  const testCases: CaseData[] = groups.flatMap((group, index) =>
    group.values.map((n) => ({
      input: `${n}\n`,
      output: `${fibonacciMod(n)}\n`,
      score: group.score,
      groupNum: index + 1,
    })),
  );
  return {
    problem: {
      problemId: '1002',
      title: 'Fibonacci Modulo',
      description:
        'The Fibonacci numbers are $F_0 = 0$, $F_1 = 1$ and $F_n = F_{n-1} + F_{n-2}$ for $n \\ge 2$.\n\nGiven $n$, print $F_n \\bmod (10^9 + 7)$.',
      input: 'One integer $n$ ($1 \\le n \\le 10^{18}$).',
      output: 'Print $F_n \\bmod 1\\,000\\,000\\,007$.',
      examples: examples([
        ['10\n', '55\n'],
        ['1\n', '1\n'],
      ]),
      hint: 'Subtasks (a subtask scores only if all its cases pass):\n\n| Subtask | Points | Constraint |\n|---|---|---|\n| 1 | 30 | $n \\le 30$ |\n| 2 | 30 | $n \\le 10^6$ |\n| 3 | 40 | $n \\le 10^{18}$ |\n\nFor the last subtask, look up matrix exponentiation or fast doubling.',
      source: DEMO_SOURCE,
      difficulty: 1,
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      timeLimit: 1000,
      memoryLimit: 256,
    },
    tags: ['Math', 'Dynamic Programming'],
    testCases,
  };
}

/** Links every offered language to sample problems that were seeded before any language existed. */
async function linkLanguagesToBareDemos(platform: Platform): Promise<void> {
  const bare = await platform.db
    .select({ id: problem.id })
    .from(problem)
    .where(
      and(
        eq(problem.source, DEMO_SOURCE),
        notExists(platform.db.select().from(problemLanguage).where(eq(problemLanguage.pid, problem.id))),
      ),
    );
  if (bare.length === 0) return;
  const offered = await platform.db
    .select({ id: language.id })
    .from(language)
    .where(and(eq(language.oj, LOCAL_OJ), eq(language.available, true)));
  if (offered.length === 0) return;
  await platform.db
    .insert(problemLanguage)
    .values(bare.flatMap((p) => offered.map((l) => ({ pid: p.id, lid: l.id }))))
    .onConflictDoNothing();
}

export async function seedDemoProblems(platform: Platform): Promise<void> {
  const [existing] = await platform.db.select({ n: count() }).from(problem);
  if ((existing?.n ?? 0) === 0) {
    for (const build of [aPlusB, arraySum, fibonacci]) {
      await createProblem(platform, build(), SEEDER, { allowNoLanguages: true });
    }
  }
  await linkLanguagesToBareDemos(platform);
}

import { LOCAL_OJ } from '@contract/limits';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProblems } from '../../worker/src/bootstrap/demo-problems';
import { language, problem, problemCase, problemLanguage, problemTag, tag } from '../../worker/src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const text = async (hash: string) =>
  new TextDecoder().decode((await t.platform.files.getBytes(`testcase/${hash}`))!);

describe('demo problems', () => {
  it('waits for languages when none is offered yet, then links them on a later start', async () => {
    // The site's own languages: remote judges' languages are never linked to local problems.
    const offered = await t.platform.db
      .select({ id: language.id })
      .from(language)
      .where(and(eq(language.available, true), eq(language.oj, LOCAL_OJ)));
    await t.platform.db.update(language).set({ available: false });
    await seedDemoProblems(t.platform);
    const problems = await t.platform.db.select().from(problem).orderBy(asc(problem.id));
    expect(problems.map((p) => p.problemId)).toEqual(['1000', '1001', '1002']);
    expect(await t.platform.db.select().from(problemLanguage)).toEqual([]);

    await t.platform.db
      .update(language)
      .set({ available: true })
      .where(
        inArray(
          language.id,
          offered.map((l) => l.id),
        ),
      );
    await seedDemoProblems(t.platform);
    const links = await t.platform.db.select().from(problemLanguage);
    expect(links).toHaveLength(problems.length * offered.length);
  });

  it('is idempotent', async () => {
    await seedDemoProblems(t.platform);
    expect(await t.platform.db.select({ id: problem.id }).from(problem)).toHaveLength(3);
  });

  it('gives A+B ten consistent cases with negatives and 32-bit sums', async () => {
    const [aPlusB] = await t.platform.db.select().from(problem).where(eq(problem.problemId, '1000'));
    expect(aPlusB).toMatchObject({ title: 'A+B Problem', type: 0, auth: 1, judgeMode: 'default' });
    expect(aPlusB!.description).toContain('$a + b$');
    const cases = await t.platform.db.select().from(problemCase).where(eq(problemCase.pid, aPlusB!.id));
    expect(cases).toHaveLength(10);
    let sawNegative = false;
    for (const c of cases) {
      const [a, b] = (await text(c.inputHash)).trim().split(' ').map(BigInt);
      const sum = BigInt((await text(c.outputHash)).trim());
      expect(sum).toBe(a! + b!);
      expect(sum >= -(2n ** 31n) && sum < 2n ** 31n).toBe(true);
      if (a! < 0n || b! < 0n) sawNegative = true;
    }
    expect(sawNegative).toBe(true);
    const tags = await t.platform.db
      .select({ name: tag.name })
      .from(problemTag)
      .innerJoin(tag, eq(tag.id, problemTag.tid))
      .where(eq(problemTag.pid, aPlusB!.id));
    expect(tags.map((x) => x.name).sort()).toEqual(['Beginner', 'Math']);
  });

  it('makes 1002 an OI problem of three subtasks worth 100 points', async () => {
    const [fib] = await t.platform.db.select().from(problem).where(eq(problem.problemId, '1002'));
    expect(fib).toMatchObject({ type: 1, judgeCaseMode: 'subtask_lowest', ioScore: 100 });
    const cases = await t.platform.db.select().from(problemCase).where(eq(problemCase.pid, fib!.id));
    expect(new Set(cases.map((c) => c.groupNum))).toEqual(new Set([1, 2, 3]));
    const first = cases.find((c) => c.caseIndex === 1)!;
    expect(await text(first.inputHash)).toBe('1\n');
    expect(await text(first.outputHash)).toBe('1\n');
    const ten = cases.find((c) => c.groupNum === 1 && c.caseIndex === 3)!;
    expect(await text(ten.outputHash)).toBe('55\n');
  });

  it('shows the demo problems in the public list and detail', async () => {
    const list = await t.request('GET', '/api/get-problem-list');
    expect(list.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual([
      '1000',
      '1001',
      '1002',
    ]);
    const detail = await t.request('GET', '/api/get-problem-detail', { query: { problemId: '1001' } });
    expect(detail.body.data.problem.title).toBe('Sum of an Array');
    expect(detail.body.data.languages).toContain('C++');
  });
});

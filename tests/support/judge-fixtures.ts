import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { language, problem, problemCase, problemLanguage } from '../../worker/src/db/schema';
import { writeConfig } from '../../worker/src/domains/site/config';
import type { Platform } from '../../worker/src/platform/platform';

export interface FixtureCase {
  input: string;
  output: string;
  score?: number | null;
  groupNum?: number | null;
}

export interface FixtureProblem {
  problemId?: string;
  title?: string;
  type?: 0 | 1;
  timeLimit?: number;
  memoryLimit?: number;
  judgeMode?: 'default' | 'spj' | 'interactive';
  judgeCaseMode?: 'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error';
  spjCode?: string;
  spjLanguage?: string;
  isRemoveEndBlank?: boolean;
  isFileIo?: boolean;
  ioReadFileName?: string;
  ioWriteFileName?: string;
  userExtraFile?: Record<string, string>;
  judgeExtraFile?: Record<string, string>;
  auth?: number;
  gid?: number | null;
  difficulty?: number;
  ioScore?: number;
  languages?: string[];
  cases: FixtureCase[];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let counter = 0;

/**
 * Creates a problem with its test data the way the problem bank stores it: contents in the file
 * store under `testcase/<sha256>`, `problem_case` rows, and `caseVersion` hashing the manifest.
 */
export async function createJudgeProblem(
  platform: Platform,
  spec: FixtureProblem,
): Promise<{ id: number; problemId: string }> {
  counter += 1;
  const problemId = spec.problemId ?? `J${process.pid}${counter}`;
  const manifest = spec.cases.map((c, i) => ({
    input: sha256(c.input),
    output: sha256(c.output),
    score: c.score ?? null,
    groupNum: c.groupNum ?? null,
    index: i + 1,
  }));
  for (const c of spec.cases) {
    await platform.files.put(`testcase/${sha256(c.input)}`, c.input);
    await platform.files.put(`testcase/${sha256(c.output)}`, c.output);
  }
  const [row] = await platform.db
    .insert(problem)
    .values({
      problemId,
      title: spec.title ?? `Judge fixture ${problemId}`,
      type: spec.type ?? 0,
      timeLimit: spec.timeLimit ?? 1000,
      memoryLimit: spec.memoryLimit ?? 256,
      judgeMode: spec.judgeMode ?? 'default',
      judgeCaseMode: spec.judgeCaseMode ?? 'default',
      spjCode: spec.spjCode ?? null,
      spjLanguage: spec.spjLanguage ?? null,
      isRemoveEndBlank: spec.isRemoveEndBlank ?? true,
      isFileIo: spec.isFileIo ?? false,
      ioReadFileName: spec.ioReadFileName ?? null,
      ioWriteFileName: spec.ioWriteFileName ?? null,
      userExtraFile: spec.userExtraFile ? JSON.stringify(spec.userExtraFile) : null,
      judgeExtraFile: spec.judgeExtraFile ? JSON.stringify(spec.judgeExtraFile) : null,
      auth: spec.auth ?? 1,
      gid: spec.gid ?? null,
      isGroup: spec.gid !== undefined && spec.gid !== null,
      difficulty: spec.difficulty ?? 0,
      ioScore: spec.ioScore ?? 100,
      caseVersion: sha256(JSON.stringify(manifest)),
    })
    .returning({ id: problem.id });
  const pid = row!.id;
  if (spec.cases.length > 0) {
    await platform.db.insert(problemCase).values(
      spec.cases.map((c, i) => ({
        pid,
        caseIndex: i + 1,
        inputName: `${i + 1}.in`,
        outputName: `${i + 1}.out`,
        inputHash: sha256(c.input),
        outputHash: sha256(c.output),
        inputSize: Buffer.byteLength(c.input),
        outputSize: Buffer.byteLength(c.output),
        score: c.score ?? null,
        groupNum: c.groupNum ?? null,
      })),
    );
  }
  for (const name of spec.languages ?? []) {
    const [lang] = await platform.db
      .select({ id: language.id })
      .from(language)
      .where(eq(language.name, name));
    if (!lang) throw new Error(`unknown language ${name}`);
    await platform.db.insert(problemLanguage).values({ pid, lid: lang.id });
  }
  return { id: pid, problemId };
}

/** Tests submit many times in a row; the per-user interval would only slow them down. */
export async function disableSubmitInterval(platform: Platform): Promise<void> {
  await writeConfig(platform.db, 'switch', { defaultSubmitInterval: 0 });
}

/** Ten A+B cases, like the demo problem 1000. */
export function aPlusBCases(count = 10): FixtureCase[] {
  return Array.from({ length: count }, (_, i) => {
    const a = i * 7919 - 1000;
    const b = i * 104729 + 3;
    return { input: `${a} ${b}\n`, output: `${a + b}\n`, score: Math.floor(100 / count) };
  });
}

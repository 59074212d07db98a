import type { JudgeCaseMode } from '@contract/judge-status';
import { spreadScores } from '@contract/problem-rules';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { checkShape, filesIn, looseInt, naturalCompare, sortFolders } from './archive';
import { splitHydroStatement } from './hydro-statement';
import { hydroLanguage, languageOfSource } from './languages';
import { blankProblem, decodeText, ImportError, type ImportedCase, type ImportedProblem } from './model';
import { stripSingleRoot, type ZipEntries } from './zip-reader';

/**
 * Hydro (hydro-dev/Hydro) problem export: one folder per problem holding `problem.yaml`
 * (title, tag, pid, owner, hidden), the statement in `problem_zh.md` / `problem.md` /
 * `problem_<lang>.md` (samples as ```inputN / ```outputN blocks, files linked as
 * `file://name`), `testdata/` with `config.yaml` (type, time, memory, filename,
 * checker_type, checker, interactor, subtasks, cases, langs, user_extra_files,
 * judge_extra_files) and the data files, and `additional_file/`. Mapping follows HOJ's
 * ImportHydroProblemManager: OI, difficulty Mid, code not shared, subtasks as groups.
 */

const sourceRef = z
  .union([z.string(), z.object({ file: z.string(), lang: z.string().optional() })])
  .nullish();

const caseRef = z.object({
  input: z.union([z.string(), z.number()]).transform(String),
  output: z.union([z.string(), z.number()]).transform(String),
  score: looseInt.nullish(),
});

const hydroConfig = z
  .object({
    type: z.string().nullish(),
    time: z.union([z.string(), z.number()]).nullish(),
    memory: z.union([z.string(), z.number()]).nullish(),
    filename: z.string().nullish(),
    checker_type: z.string().nullish(),
    checker: sourceRef,
    interactor: sourceRef,
    score: looseInt.nullish(),
    cases: z.array(caseRef).nullish(),
    subtasks: z
      .array(
        z.object({
          id: looseInt.nullish(),
          score: looseInt.nullish(),
          type: z.enum(['min', 'max', 'sum']).nullish(),
          cases: z.array(caseRef).nullish(),
        }),
      )
      .nullish(),
    langs: z.array(z.string()).nullish(),
    user_extra_files: z.array(z.string()).nullish(),
    judge_extra_files: z.array(z.string()).nullish(),
  })
  .nullish();

const hydroProblem = z.object({
  title: z
    .union([z.string(), z.number()], { error: 'title is required' })
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1, 'title is required')),
  pid: z.union([z.string(), z.number()]).nullish(),
  tag: z.array(z.union([z.string(), z.number()]).transform(String)).nullish(),
  hidden: z.boolean().nullish(),
  content: z.string().nullish(),
});

export function parseHydroArchive(archive: ZipEntries): ImportedProblem[] {
  let entries = archive;
  let folders = problemFolders(entries);
  if (folders.length === 0) {
    entries = stripSingleRoot(archive);
    folders = problemFolders(entries);
  }
  if (folders.length === 0) {
    throw new ImportError(
      'No problem found: a Hydro archive holds <id>/problem.yaml with its statement and testdata/',
    );
  }
  return folders.map((folder) => parseOne(entries, folder));
}

/** `<id>/problem.yaml` folders, or the archive root when it is a single problem. */
function problemFolders(entries: ZipEntries): string[] {
  if (entries.has('problem.yaml')) return [''];
  const folders = new Set<string>();
  for (const path of entries.keys()) {
    const parts = path.split('/');
    if (parts.length === 2 && parts[1] === 'problem.yaml') folders.add(parts[0]!);
  }
  return sortFolders(folders);
}

function readYaml(entries: ZipEntries, path: string): unknown {
  const bytes = entries.get(path);
  if (!bytes) throw new ImportError(`${path} is missing from the archive`);
  try {
    return parseYaml(decodeText(bytes, path), { maxAliasCount: 100 });
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(`${path} is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
}

function parseOne(entries: ZipEntries, folder: string): ImportedProblem {
  const at = (name: string) => (folder === '' ? name : `${folder}/${name}`);
  const meta = checkShape(hydroProblem, readYaml(entries, at('problem.yaml')), at('problem.yaml'));
  const configPath = at('testdata/config.yaml');
  const config = entries.has(configPath)
    ? checkShape(hydroConfig, readYaml(entries, configPath), configPath)
    : null;

  const problem: ImportedProblem = {
    ...blankProblem(at('problem.yaml')),
    problemId:
      meta.pid === null || meta.pid === undefined || String(meta.pid) === 'null'
        ? null
        : String(meta.pid).trim() || null,
    title: meta.title,
    type: 1,
    difficulty: 1,
    codeShare: false,
    auth: meta.hidden ? 2 : 1,
    tags: [...new Set((meta.tag ?? []).map((t) => t.trim()).filter(Boolean))],
  };

  const statement = splitHydroStatement(readStatement(entries, folder, meta.content ?? null));
  problem.description = statement.description;
  problem.input = statement.input;
  problem.output = statement.output;
  problem.hint = statement.hint;
  problem.examples = statement.examples;

  const testdata = at('testdata');
  const readData = (name: string, what: string) => {
    const bytes = entries.get(`${testdata}/${name}`);
    if (!bytes)
      throw new ImportError(`${configPath} names ${what} ${name}, but ${testdata}/${name} is missing`);
    return bytes;
  };

  if (config?.type && config.type !== 'default' && config.type !== 'interactive') {
    throw new ImportError(
      `${configPath}: Hydro problem type "${config.type}" is not supported (default or interactive)`,
    );
  }
  if (config?.time !== null && config?.time !== undefined)
    problem.timeLimit = parseTimeMs(config.time, configPath);
  if (config?.memory !== null && config?.memory !== undefined)
    problem.memoryLimit = parseMemoryMb(config.memory, configPath);
  if (config?.filename) {
    problem.isFileIo = true;
    problem.ioReadFileName = `${config.filename}.in`;
    problem.ioWriteFileName = `${config.filename}.out`;
  }

  if (config?.type === 'interactive') {
    if (!config.interactor)
      throw new ImportError(`${configPath}: an interactive problem needs an interactor`);
    const { file, language } = sourceOf(config.interactor, configPath, 'interactor');
    problem.judgeMode = 'interactive';
    problem.spjCode = decodeText(readData(file, 'the interactor'), `${testdata}/${file}`);
    problem.spjLanguage = language;
  } else {
    const checkerType = config?.checker_type ?? null;
    if (checkerType === 'strict') problem.isRemoveEndBlank = false;
    if (checkerType !== 'default' && checkerType !== 'strict' && (checkerType !== null || config?.checker)) {
      if (!config?.checker)
        throw new ImportError(`${configPath}: checker_type ${checkerType} needs a checker file`);
      const { file, language } = sourceOf(config.checker, configPath, 'checker');
      problem.judgeMode = 'spj';
      problem.spjCode = decodeText(readData(file, 'the checker'), `${testdata}/${file}`);
      problem.spjLanguage = language;
    }
  }

  const { cases, mode } = readCases(entries, testdata, config, configPath, problem.judgeMode !== 'default');
  problem.testCases = cases;
  problem.judgeCaseMode = mode;

  if (config?.langs && config.langs.length > 0) {
    problem.languages = [...new Set(config.langs.map(hydroLanguage).filter((l): l is string => l !== null))];
  }
  problem.userExtraFile = extraFiles(config?.user_extra_files, readData, testdata, 'user extra file');
  problem.judgeExtraFile = extraFiles(config?.judge_extra_files, readData, testdata, 'judge extra file');
  for (const [name, bytes] of filesIn(entries, at('additional_file'))) problem.assets.push({ name, bytes });
  return problem;
}

/** The statement: problem_zh.md, problem.md, then any problem_<lang>.md, then the yaml content. */
function readStatement(entries: ZipEntries, folder: string, fallback: string | null): string {
  const files = filesIn(entries, folder);
  const others = [...files.keys()].filter((n) => /^problem_[A-Za-z_]+\.md$/.test(n)).sort();
  for (const name of ['problem_zh.md', 'problem.md', 'problem_en.md', ...others]) {
    const bytes = files.get(name);
    if (bytes) return decodeText(bytes, folder === '' ? name : `${folder}/${name}`);
  }
  if (fallback !== null) return fallback;
  throw new ImportError(
    `${folder === '' ? 'The archive' : folder} has no statement (problem_zh.md or problem.md)`,
  );
}

function sourceOf(ref: string | { file: string; lang?: string }, configPath: string, what: string) {
  const file = typeof ref === 'string' ? ref : ref.file;
  const language = typeof ref === 'string' || !ref.lang ? languageOfSource(file) : hydroLanguage(ref.lang);
  if (!language) throw new ImportError(`${configPath}: cannot tell the language of the ${what} ${file}`);
  return { file, language };
}

function readCases(
  entries: ZipEntries,
  testdata: string,
  config: z.output<typeof hydroConfig>,
  configPath: string,
  answersOptional: boolean,
): { cases: ImportedCase[]; mode: JudgeCaseMode } {
  const file = (name: string, optional: boolean) => {
    const bytes = entries.get(`${testdata}/${name}`);
    if (!bytes && !optional)
      throw new ImportError(`${configPath} lists ${name}, but ${testdata}/${name} is missing`);
    return bytes ?? new Uint8Array();
  };
  const toCase = (ref: { input: string; output: string }, score: number | null, groupNum: number | null) => ({
    inputName: ref.input,
    outputName: ref.output,
    input: file(ref.input, false),
    output: file(ref.output, answersOptional),
    score,
    groupNum,
    isOpen: false,
  });

  const subtasks = config?.subtasks ?? [];
  if (subtasks.length > 0) {
    const types = new Set(subtasks.map((s) => s.type ?? 'min'));
    if (types.has('max'))
      throw new ImportError(`${configPath}: subtask type max is not supported (min or sum)`);
    if (types.size > 1)
      throw new ImportError(`${configPath}: subtasks mixing types min and sum are not supported`);
    const lowest = types.has('min');
    const scores = spreadScores(subtasks.length);
    const cases = subtasks.flatMap((subtask, index) => {
      const refs = subtask.cases ?? [];
      if (refs.length === 0) throw new ImportError(`${configPath}: subtask ${index + 1} has no cases`);
      const groupNum = subtask.id ?? index + 1;
      const score = subtask.score ?? scores[index]!;
      const caseScores = lowest ? refs.map(() => score) : spreadScores(refs.length, score);
      return refs.map((ref, i) => toCase(ref, caseScores[i]!, groupNum));
    });
    return { cases, mode: lowest ? 'subtask_lowest' : 'default' };
  }

  const listed = config?.cases ?? [];
  const refs = listed.length > 0 ? listed : detectCases(entries, testdata, answersOptional);
  if (refs.length === 0)
    throw new ImportError(`${testdata}/ has no test cases (.in files with .out or .ans answers)`);
  const spread = spreadScores(refs.length);
  const explicit = refs.every((r) => 'score' in r && r.score !== null && r.score !== undefined);
  return {
    cases: refs.map((ref, i) => toCase(ref, explicit ? (ref as { score: number }).score : spread[i]!, null)),
    mode: 'default',
  };
}

/**
 * Hydro's own fallback when config.yaml lists no cases: every `x.in` with `x.out` or `x.ans`;
 * a checker or interactor may go without answers.
 */
function detectCases(
  entries: ZipEntries,
  testdata: string,
  answersOptional: boolean,
): { input: string; output: string; score?: null }[] {
  const prefix = `${testdata}/`;
  const names = [...entries.keys()].filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length));
  const present = new Set(names);
  return names
    .filter((n) => n.endsWith('.in'))
    .sort(naturalCompare)
    .flatMap((input) => {
      const stem = input.slice(0, -3);
      const answer = present.has(`${stem}.out`)
        ? `${stem}.out`
        : present.has(`${stem}.ans`)
          ? `${stem}.ans`
          : null;
      const output = answer ?? (answersOptional ? `${stem}.out` : null);
      return output ? [{ input, output }] : [];
    });
}

function extraFiles(
  names: string[] | null | undefined,
  read: (name: string, what: string) => Uint8Array,
  testdata: string,
  what: string,
): Record<string, string> | null {
  if (!names || names.length === 0) return null;
  return Object.fromEntries(
    names.map((name) => [name, decodeText(read(name, `the ${what}`), `${testdata}/${name}`)]),
  );
}

/** Hydro's time format: `1s`, `1.5s`, `500ms`, or a bare number of milliseconds. */
export function parseTimeMs(value: string | number, where: string): number {
  if (typeof value === 'number' && value > 0) return Math.round(value);
  const match = /^\s*(\d+(?:\.\d*)?)\s*(ms|s)?\s*$/i.exec(String(value));
  if (!match) throw new ImportError(`${where}: time "${value}" is not like 1s or 500ms`);
  const n = Number(match[1]);
  const ms = match[2]?.toLowerCase() === 'ms' || !match[2] ? n : n * 1000;
  if (ms <= 0) throw new ImportError(`${where}: time must be positive`);
  return Math.max(1, Math.round(ms));
}

/** Hydro's memory format: `256m`, `256mb`, `512k`, `1g`, or a bare number of megabytes. */
export function parseMemoryMb(value: string | number, where: string): number {
  if (typeof value === 'number' && value > 0) return Math.ceil(value);
  const match = /^\s*(\d+(?:\.\d*)?)\s*([kmg])?i?b?\s*$/i.exec(String(value));
  if (!match) throw new ImportError(`${where}: memory "${value}" is not like 256m or 1g`);
  const n = Number(match[1]);
  const unit = match[2]?.toLowerCase() ?? 'm';
  const mb = unit === 'k' ? n / 1024 : unit === 'g' ? n * 1024 : n;
  if (mb <= 0) throw new ImportError(`${where}: memory must be positive`);
  return Math.max(1, Math.ceil(mb));
}

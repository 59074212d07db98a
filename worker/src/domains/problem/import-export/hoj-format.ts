import { JUDGE_CASE_MODES, JUDGE_MODES } from '@contract/judge-status';
import { parseExamples, serializeExamples } from '@contract/problem-rules';
import { z } from 'zod';
import { checkShape, filesIn, looseInt, readJsonMember, sortFolders } from './archive';
import { blankProblem, ImportError, type ImportedCase, type ImportedProblem } from './model';
import { stripSingleRoot, type ZipEntries } from './zip-reader';

/**
 * Our own archive, the layout HOJ's ProblemFileManager exports and imports: for each
 * problem a `problem_<id>.json` at the root (ImportProblemVo: problem — the problem
 * entity's fields, camelCase — plus languages, samples, tags, codeTemplates,
 * userExtraFile, judgeExtraFile, judgeMode) and a folder of the same name holding the
 * test files the samples list. HOJ archives import here and ours import into HOJ.
 */

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const extraFileMap = z.record(z.string(), z.string()).nullish();

const hojProblem = z.object({
  problemId: z.union([z.string(), z.number()]).nullish(),
  title: z.string().trim().min(1, 'title is required'),
  description: text,
  input: text,
  output: text,
  examples: text,
  hint: text,
  source: text,
  timeLimit: looseInt.pipe(z.number().int().min(1, 'timeLimit must be at least 1 ms')).nullish(),
  memoryLimit: looseInt.pipe(z.number().int().min(1, 'memoryLimit must be at least 1 MB')).nullish(),
  stackLimit: looseInt.pipe(z.number().int().min(1, 'stackLimit must be at least 1 MB')).nullish(),
  difficulty: looseInt.pipe(z.number().int().min(0).max(2, 'difficulty must be 0, 1 or 2')).nullish(),
  type: looseInt
    .pipe(z.union([z.literal(0), z.literal(1)], { error: 'type must be 0 (ACM) or 1 (OI)' }))
    .nullish(),
  auth: looseInt.pipe(z.number().int().min(1).max(3, 'auth must be 1, 2 or 3')).nullish(),
  judgeMode: z.string().nullish(),
  judgeCaseMode: z.string().nullish(),
  spjCode: z.string().nullish(),
  spjLanguage: z.string().nullish(),
  ioScore: looseInt.nullish(),
  codeShare: z.boolean().nullish(),
  isRemoveEndBlank: z.boolean().nullish(),
  openCaseResult: z.boolean().nullish(),
  isFileIO: z.boolean().nullish(),
  isFileIo: z.boolean().nullish(),
  ioReadFileName: z.string().nullish(),
  ioWriteFileName: z.string().nullish(),
  userExtraFile: z.string().nullish(),
  judgeExtraFile: z.string().nullish(),
  isRemote: z.boolean().nullish(),
});

const hojDocument = z.object({
  problem: hojProblem,
  languages: z.array(z.string()).nullish(),
  samples: z
    .array(
      z.object({
        input: z.string().min(1, 'input is required'),
        output: z.string().nullish(),
        score: looseInt.nullish(),
        groupNum: looseInt.nullish(),
        isOpen: z.boolean().nullish(),
      }),
    )
    .nullish(),
  tags: z.array(z.union([z.string(), z.number()]).transform(String)).nullish(),
  codeTemplates: z
    .array(
      z.object({
        language: z.string(),
        code: z.string(),
        status: z
          .boolean()
          .nullish()
          .transform((v) => v ?? true),
      }),
    )
    .nullish(),
  userExtraFile: extraFileMap,
  judgeExtraFile: extraFileMap,
  judgeMode: z.string().nullish(),
  isSpj: z.boolean().nullish(),
});

export type HojDocument = z.input<typeof hojDocument>;

export function parseHojArchive(archive: ZipEntries): ImportedProblem[] {
  let entries = archive;
  let stems = problemStems(entries);
  if (stems.length === 0) {
    entries = stripSingleRoot(archive);
    stems = problemStems(entries);
  }
  if (stems.length === 0) {
    throw new ImportError(
      'No problem found: the archive should hold problem_<id>.json files with their test case folders',
    );
  }
  return stems.map((stem) => parseOne(entries, stem));
}

function problemStems(entries: ZipEntries): string[] {
  return sortFolders(
    [...filesIn(entries, '').keys()]
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -5)),
  );
}

function parseOne(entries: ZipEntries, stem: string): ImportedProblem {
  const path = `${stem}.json`;
  const doc = checkShape(hojDocument, readJsonMember(entries, path), path);
  const files = filesIn(entries, stem);
  if (files.size === 0) {
    throw new ImportError(`${path} has no test case folder: ${stem}/ is missing or empty`);
  }
  const p = doc.problem;
  if (p.isRemote) throw new ImportError(`${path}: remote-judge problems cannot be imported`);
  const judgeMode = doc.judgeMode ?? p.judgeMode ?? (doc.isSpj || p.spjCode ? 'spj' : 'default');
  if (!(JUDGE_MODES as readonly string[]).includes(judgeMode)) {
    throw new ImportError(`${path}: judgeMode must be default, spj or interactive`);
  }
  const judgeCaseMode = p.judgeCaseMode ?? 'default';
  if (!(JUDGE_CASE_MODES as readonly string[]).includes(judgeCaseMode)) {
    throw new ImportError(`${path}: judgeCaseMode must be one of ${JUDGE_CASE_MODES.join(', ')}`);
  }
  const defaults = blankProblem(path);
  const problem: ImportedProblem = {
    ...defaults,
    problemId: p.problemId === null || p.problemId === undefined ? null : String(p.problemId).trim() || null,
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: parseExamples(p.examples),
    hint: p.hint,
    source: p.source,
    timeLimit: p.timeLimit ?? defaults.timeLimit,
    memoryLimit: p.memoryLimit ?? defaults.memoryLimit,
    stackLimit: p.stackLimit ?? defaults.stackLimit,
    difficulty: p.difficulty ?? defaults.difficulty,
    type: p.type ?? 0,
    // A contest problem (auth 3) leaves its contest behind: it arrives private.
    auth: p.auth === 2 || p.auth === 3 ? 2 : 1,
    judgeMode: judgeMode as ImportedProblem['judgeMode'],
    judgeCaseMode: judgeCaseMode as ImportedProblem['judgeCaseMode'],
    spjCode: judgeMode === 'default' ? null : (p.spjCode ?? null),
    spjLanguage: judgeMode === 'default' ? null : (p.spjLanguage ?? null),
    tags: [...new Set((doc.tags ?? []).map((t) => t.trim()).filter(Boolean))],
    languages: doc.languages && doc.languages.length > 0 ? [...new Set(doc.languages)] : null,
    codeTemplates: doc.codeTemplates ?? [],
    ioScore: p.ioScore ?? null,
    codeShare: p.codeShare ?? defaults.codeShare,
    isRemoveEndBlank: p.isRemoveEndBlank ?? defaults.isRemoveEndBlank,
    openCaseResult: p.openCaseResult ?? defaults.openCaseResult,
    isFileIo: p.isFileIO ?? p.isFileIo ?? false,
    ioReadFileName: p.ioReadFileName ?? null,
    ioWriteFileName: p.ioWriteFileName ?? null,
    ...extraFilesOf(p, doc, path),
  };
  if (problem.judgeMode !== 'default' && !problem.spjCode) {
    throw new ImportError(`${path}: judgeMode ${problem.judgeMode} needs spjCode`);
  }
  problem.testCases = readCases(files, doc.samples ?? [], stem, path, problem.judgeMode !== 'default');
  return problem;
}

/**
 * The problem entity keeps extra files as JSON text and the document repeats them as maps.
 * When the entity has either, it is the one to trust: HOJ's exporter writes the judge files
 * into the document's user slot. Hand-made documents may carry only the maps.
 */
function extraFilesOf(
  p: { userExtraFile?: string | null; judgeExtraFile?: string | null },
  doc: { userExtraFile?: Record<string, string> | null; judgeExtraFile?: Record<string, string> | null },
  path: string,
) {
  if (p.userExtraFile || p.judgeExtraFile) {
    return {
      userExtraFile: parseExtraFiles(p.userExtraFile, path, 'userExtraFile'),
      judgeExtraFile: parseExtraFiles(p.judgeExtraFile, path, 'judgeExtraFile'),
    };
  }
  const nonEmpty = (map: Record<string, string> | null | undefined) =>
    map && Object.keys(map).length > 0 ? map : null;
  return { userExtraFile: nonEmpty(doc.userExtraFile), judgeExtraFile: nonEmpty(doc.judgeExtraFile) };
}

function parseExtraFiles(
  text: string | null | undefined,
  path: string,
  field: string,
): Record<string, string> | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ImportError(`${path}: problem.${field} is not valid JSON`);
  }
  return checkShape(z.record(z.string(), z.string()), parsed, `${path}: problem.${field}`);
}

function readCases(
  files: Map<string, Uint8Array>,
  samples: {
    input: string;
    output?: string | null;
    score?: number | null;
    groupNum?: number | null;
    isOpen?: boolean | null;
  }[],
  stem: string,
  path: string,
  answersOptional: boolean,
): ImportedCase[] {
  if (samples.length === 0) throw new ImportError(`${path} lists no test cases (samples is empty)`);
  // HOJ exports written from the database list full server paths; the files sit in the folder by base name.
  const lookup = (name: string) => files.get(name) ?? files.get(name.slice(name.lastIndexOf('/') + 1));
  const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);
  return samples.map((sample) => {
    const input = lookup(sample.input);
    if (!input)
      throw new ImportError(
        `${path} lists ${sample.input}, but ${stem}/${baseName(sample.input)} is missing`,
      );
    const outputName = sample.output ?? `${baseName(sample.input).replace(/\.in$/, '')}.out`;
    const output = lookup(outputName);
    if (!output && !answersOptional) {
      throw new ImportError(`${path} lists ${outputName}, but ${stem}/${baseName(outputName)} is missing`);
    }
    return {
      inputName: baseName(sample.input),
      outputName: baseName(outputName),
      input,
      output: output ?? new Uint8Array(),
      score: sample.score ?? null,
      groupNum: sample.groupNum ?? null,
      isOpen: sample.isOpen ?? false,
    };
  });
}

/** A problem as the exporter reads it back: the normalized fields plus its test data. */
export interface ExportedProblem extends Omit<ImportedProblem, 'origin' | 'assets'> {
  /** The numeric id, used in file names like HOJ does (`problem_<id>.json`). */
  id: number;
}

const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** Case file names as stored when they are safe and distinct, else `<n>.in` / `<n>.out`. */
export function exportFileNames(cases: readonly Pick<ImportedCase, 'inputName' | 'outputName'>[]) {
  const names = cases.flatMap((c) => [c.inputName, c.outputName]);
  const usable = names.every((n) => SAFE_FILE_NAME.test(n)) && new Set(names).size === names.length;
  return cases.map((c, i) =>
    usable ? { input: c.inputName, output: c.outputName } : { input: `${i + 1}.in`, output: `${i + 1}.out` },
  );
}

/** The JSON document HOJ's importer reads, nulls left out as HOJ's exporter does. */
export function buildHojDocument(problem: ExportedProblem): HojDocument {
  const names = exportFileNames(problem.testCases);
  const entity = {
    problemId: problem.problemId,
    title: problem.title,
    type: problem.type,
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    examples: serializeExamples(problem.examples),
    source: problem.source,
    difficulty: problem.difficulty,
    hint: problem.hint,
    auth: problem.auth,
    ioScore: problem.ioScore,
    codeShare: problem.codeShare,
    spjCode: problem.spjCode,
    spjLanguage: problem.spjLanguage,
    userExtraFile: problem.userExtraFile ? JSON.stringify(problem.userExtraFile) : null,
    judgeExtraFile: problem.judgeExtraFile ? JSON.stringify(problem.judgeExtraFile) : null,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    openCaseResult: problem.openCaseResult,
    isUploadCase: true,
    isRemote: false,
    isFileIO: problem.isFileIo,
    ioReadFileName: problem.ioReadFileName,
    ioWriteFileName: problem.ioWriteFileName,
  };
  const document = {
    problem: withoutNulls(entity),
    languages: problem.languages ?? [],
    samples: problem.testCases.map((c, i) =>
      withoutNulls({
        input: names[i]!.input,
        output: names[i]!.output,
        score: c.score,
        groupNum: c.groupNum,
        isOpen: c.isOpen || null,
      }),
    ),
    tags: problem.tags,
    codeTemplates: problem.codeTemplates,
    userExtraFile: problem.userExtraFile,
    judgeExtraFile: problem.judgeExtraFile,
    judgeMode: problem.judgeMode,
  };
  return withoutNulls(document) as HojDocument;
}

function withoutNulls<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined)) as T;
}

/** Every file of one problem in the archive: its JSON document and its test data folder. */
export function hojArchiveFiles(problem: ExportedProblem): { path: string; data: Uint8Array }[] {
  const stem = `problem_${problem.id}`;
  const names = exportFileNames(problem.testCases);
  const json = new TextEncoder().encode(JSON.stringify(buildHojDocument(problem), null, 2));
  return [
    { path: `${stem}.json`, data: json },
    ...problem.testCases.flatMap((c, i) => [
      { path: `${stem}/${names[i]!.input}`, data: c.input },
      { path: `${stem}/${names[i]!.output}`, data: c.output },
    ]),
  ];
}

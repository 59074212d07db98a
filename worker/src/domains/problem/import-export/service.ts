import { LOCAL_OJ } from '@contract/limits';
import type { ImportedProblemSummary, ImportFormat, ImportProgress } from '@contract/problem-import';
import { parseExamples, serializeExamples } from '@contract/problem-rules';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { language, problem } from '../../../db/schema';
import { forbidden, HttpError, notFound } from '../../../http/errors';
import { sha256Hex } from '../../../lib/encoding';
import { escapeLike } from '../../../lib/like-pattern';
import type { DbOrTx } from '../../../platform/db';
import type { Platform } from '../../../platform/platform';
import {
  detectImageFormat,
  IMAGE_CONTENT_TYPES,
  imageStorageKey,
  publicImageUrl,
  recordMarkdownImage,
} from '../../file/index';
import { createProblem, getProblemForExport, type ProblemInput } from '../admin-service';
import { invalidateProblemBank } from '../bank-index';
import { type Actor, canManageProblem, canPublishProblems, findProblem } from '../policy';
import { listProblemCases, storeCaseData, testcaseKey } from '../testcase-store';
import { parseFps } from './fps';
import { type ExportedProblem, hojArchiveFiles, parseHojArchive } from './hoj-format';
import { parseHydroArchive } from './hydro';
import { ImportError, type ImportedProblem } from './model';
import type { ImportTracker } from './progress';
import { parseQduojArchive } from './qduoj';
import { readZip } from './zip-reader';

/**
 * Import: the whole archive is read and checked first (paths, sizes, encodings, every
 * referenced file, display ids); then the test data and images go to the content-addressed
 * file store, where an import that fails later leaves only unreferenced copies; then every
 * problem is saved through the problem service inside one transaction, so either all of
 * them exist afterwards or none.
 */

const MAX_PROBLEMS_PER_IMPORT = 500;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

function decodeArchive(format: ImportFormat, bytes: Uint8Array): ImportedProblem[] {
  if (format === 'fps') return parseFps(bytes);
  const entries = readZip(bytes);
  if (format === 'qduoj') return parseQduojArchive(entries);
  if (format === 'hydro') return parseHydroArchive(entries);
  return parseHojArchive(entries);
}

export type DuplicatePolicy = 'refuse' | 'rename';

export interface ImportOutcome {
  progress: ImportProgress;
  /** HTTP status of a refused import. */
  status: 200 | 400 | 409 | 413;
}

export async function runImport(
  platform: Platform,
  actor: Actor,
  format: ImportFormat,
  bytes: Uint8Array,
  tracker: ImportTracker,
  duplicate: DuplicatePolicy,
): Promise<ImportOutcome> {
  try {
    const problems = decodeArchive(format, bytes);
    if (problems.length > MAX_PROBLEMS_PER_IMPORT) {
      throw new ImportError(
        `The archive holds ${problems.length} problems; import at most ${MAX_PROBLEMS_PER_IMPORT} at once`,
        413,
      );
    }
    const warnings: string[] = [];
    keepUnpublished(actor, problems, warnings);
    await assignProblemIds(platform.db, problems, duplicate, warnings);
    const images: StoredImage[] = [];
    for (const p of problems) images.push(...(await linkImages(p, warnings)));
    const offered = await siteLanguages(platform.db);
    const inputs = problems.map((p) => toProblemInput(p, actor, offered, warnings));
    await storeData(platform, problems, images, tracker);
    const created = await saveAll(platform, problems, inputs, images, actor, tracker);
    const message = `Imported ${created.length} problem${created.length === 1 ? '' : 's'}`;
    return { progress: await tracker.finish({ problems: created, warnings, message }), status: 200 };
  } catch (error) {
    if (error instanceof ImportError) {
      return { progress: await tracker.fail(error.message), status: error.status };
    }
    if (error instanceof HttpError && (error.status === 400 || error.status === 409)) {
      return { progress: await tracker.fail(error.message), status: error.status };
    }
    await tracker.fail('Server error: the import was not saved; nothing was written');
    throw error;
  }
}

/** Only root and problem admins may publish (as for change-problem-auth): an admin's imports arrive private. */
function keepUnpublished(actor: Actor, problems: ImportedProblem[], warnings: string[]): void {
  if (canPublishProblems(actor)) return;
  const published = problems.filter((p) => p.auth === 1);
  for (const p of published) p.auth = 2;
  if (published.length > 0) {
    warnings.push(
      'The problems were imported as private: only the super administrator and problem admins can make a problem public',
    );
  }
}

// ---------------------------------------------------------------- display ids

/**
 * Archive display ids are kept. A missing one gets the next free number; one already taken
 * (on the site or earlier in the archive) refuses the import, or with `rename` becomes
 * `<id>-1`, `<id>-2`, … Ids compare case-insensitively, as the site stores them upper-case.
 */
async function assignProblemIds(
  db: DbOrTx,
  problems: ImportedProblem[],
  duplicate: DuplicatePolicy,
  warnings: string[],
): Promise<void> {
  const given = [...new Set(problems.flatMap((p) => (p.problemId ? [p.problemId.toLowerCase()] : [])))];
  const taken = new Set(
    given.length === 0
      ? []
      : (
          await db
            .select({ id: sql<string>`lower(${problem.problemId})` })
            .from(problem)
            .where(inArray(sql`lower(${problem.problemId})`, given))
        ).map((r) => r.id),
  );
  const claimed = new Set<string>();
  const conflicts: string[] = [];
  for (const p of problems) {
    if (!p.problemId) continue;
    const key = p.problemId.toLowerCase();
    if (taken.has(key) || claimed.has(key)) {
      if (duplicate === 'refuse') {
        conflicts.push(taken.has(key) ? p.problemId : `${p.problemId} (twice in the archive)`);
        continue;
      }
      const renamed = await freeVariant(db, p.problemId, claimed);
      warnings.push(`${p.origin}: the display id ${p.problemId} is taken; imported as ${renamed}`);
      p.problemId = renamed;
    }
    claimed.add(p.problemId.toLowerCase());
  }
  if (conflicts.length > 0) {
    throw new ImportError(
      `These display ids already exist: ${conflicts.join(', ')}. Delete or rename those problems, or import with duplicate=rename`,
      409,
    );
  }
  let next = (await highestNumericId(db)) + 1;
  for (const p of problems) {
    if (p.problemId) continue;
    while (claimed.has(String(next))) next++;
    p.problemId = String(next);
    claimed.add(p.problemId);
    next++;
  }
}

async function freeVariant(db: DbOrTx, id: string, claimed: Set<string>): Promise<string> {
  const prefix = `${id.toLowerCase()}-`;
  const rows = await db
    .select({ id: sql<string>`lower(${problem.problemId})` })
    .from(problem)
    .where(like(sql`lower(${problem.problemId})`, `${escapeLike(prefix)}%`));
  const used = new Set([...rows.map((r) => r.id), ...claimed]);
  let n = 1;
  while (used.has(`${prefix}${n}`)) n++;
  return `${id}-${n}`;
}

/** Numbered problems start at 1000, as HOJ's do. */
async function highestNumericId(db: DbOrTx): Promise<number> {
  const numeric = sql`${problem.problemId} ~ '^[0-9]{1,15}$'`;
  const [row] = await db
    .select({ max: sql<string | null>`max(case when ${numeric} then ${problem.problemId}::bigint end)` })
    .from(problem);
  return Math.max(999, Number(row?.max ?? 0));
}

// ---------------------------------------------------------------- images

interface StoredImage {
  storageKey: string;
  name: string;
  suffix: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * Images linked from the statement as `file://<name>` are stored like editor uploads
 * (md-img, served at /api/public/img/…), named by their content so a retried import reuses
 * them, and the links point at them. Other assets cannot be served and are reported.
 */
async function linkImages(p: ImportedProblem, warnings: string[]): Promise<StoredImage[]> {
  const fields = ['description', 'input', 'output', 'hint'] as const;
  const images: StoredImage[] = [];
  for (const asset of p.assets) {
    const link = `file://${asset.name}`;
    if (!fields.some((f) => p[f].includes(link))) {
      warnings.push(`${p.origin}: ${asset.name} is not linked from the statement and was left out`);
      continue;
    }
    const format = detectImageFormat(asset.bytes);
    if (!format) {
      warnings.push(
        `${p.origin}: ${asset.name} is not an image (gif, jpeg, png, bmp, webp); its link was left as is`,
      );
      continue;
    }
    if (asset.bytes.length > MAX_IMAGE_BYTES) {
      throw new ImportError(
        `${p.origin}: the image ${asset.name} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
        413,
      );
    }
    const suffix = format === 'jpeg' ? 'jpg' : format;
    const storageKey = imageStorageKey('md-img', `${(await sha256Hex(asset.bytes)).slice(0, 32)}.${suffix}`);
    for (const f of fields) p[f] = p[f].split(link).join(publicImageUrl(storageKey));
    images.push({
      storageKey,
      name: asset.name,
      suffix,
      contentType: IMAGE_CONTENT_TYPES[format],
      bytes: asset.bytes,
    });
  }
  return images;
}

// ---------------------------------------------------------------- mapping to the problem service

async function siteLanguages(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db.select({ name: language.name }).from(language).where(eq(language.oj, LOCAL_OJ));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.name]));
}

function toProblemInput(
  p: ImportedProblem,
  actor: Actor,
  offered: Map<string, string>,
  warnings: string[],
): ProblemInput {
  const known = (name: string) => offered.get(name.trim().toLowerCase()) ?? null;
  let languages: ProblemInput['languages'] = 'all';
  if (p.languages) {
    const kept = [...new Set(p.languages.map(known).filter((l): l is string => l !== null))];
    const missing = p.languages.filter((l) => known(l) === null);
    if (missing.length > 0) {
      warnings.push(
        `${p.origin}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not offered here and left out`,
      );
    }
    if (kept.length > 0) languages = kept;
  }

  const templates = new Map<string, { language: string; code: string; status: boolean }>();
  for (const template of p.codeTemplates) {
    const name = known(template.language);
    if (template.code.trim() === '') continue;
    if (!name) {
      warnings.push(
        `${p.origin}: the code template for ${template.language} was left out (no such language here)`,
      );
    } else if (templates.has(name)) {
      warnings.push(`${p.origin}: a second code template for ${name} was left out`);
    } else {
      templates.set(name, { language: name, code: template.code, status: template.status ?? true });
    }
  }

  const tags = new Map<string, string>();
  for (const tag of p.tags.map((t) => t.trim()).filter(Boolean)) {
    if (!tags.has(tag.toLowerCase())) tags.set(tag.toLowerCase(), tag);
  }

  return {
    problem: {
      problemId: p.problemId ?? '',
      title: p.title,
      author: actor.username,
      type: p.type,
      judgeMode: p.judgeMode,
      judgeCaseMode: p.judgeCaseMode,
      timeLimit: p.timeLimit,
      memoryLimit: p.memoryLimit,
      stackLimit: p.stackLimit,
      description: p.description,
      input: p.input,
      output: p.output,
      examples: serializeExamples(p.examples),
      source: p.source || null,
      difficulty: p.difficulty,
      hint: p.hint || null,
      auth: p.auth,
      ioScore: p.ioScore ?? undefined,
      codeShare: p.codeShare,
      spjCode: p.spjCode,
      spjLanguage: p.spjLanguage,
      userExtraFile: p.userExtraFile,
      judgeExtraFile: p.judgeExtraFile,
      isRemoveEndBlank: p.isRemoveEndBlank,
      openCaseResult: p.openCaseResult,
      isUploadCase: true,
      isFileIO: p.isFileIo,
      ioReadFileName: p.ioReadFileName,
      ioWriteFileName: p.ioWriteFileName,
    },
    languages,
    tags: [...tags.values()],
    codeTemplates: [...templates.values()],
    testCases: p.testCases.map((c) => ({
      input: c.input,
      output: c.output,
      inputName: c.inputName,
      outputName: c.outputName,
      score: c.score,
      groupNum: c.groupNum,
      isOpen: c.isOpen,
    })),
  };
}

// ---------------------------------------------------------------- writing

async function storeData(
  platform: Platform,
  problems: ImportedProblem[],
  images: StoredImage[],
  tracker: ImportTracker,
): Promise<void> {
  const files = problems.reduce((n, p) => n + 2 * p.testCases.length, 0) + images.length;
  await tracker.phase('storing', files, `Storing test data (${files} files)`);
  for (const p of problems) {
    for (const c of p.testCases) {
      await storeCaseData(platform.files, c.input);
      await tracker.step(`Storing test data of ${p.title}: ${c.inputName}`);
      await storeCaseData(platform.files, c.output);
      await tracker.step(`Storing test data of ${p.title}: ${c.outputName}`);
    }
  }
  for (const image of images) {
    if (!(await platform.files.has(image.storageKey))) {
      await platform.files.put(image.storageKey, image.bytes, { contentType: image.contentType });
    }
    await tracker.step(`Storing image ${image.name}`);
  }
}

async function saveAll(
  platform: Platform,
  problems: ImportedProblem[],
  inputs: ProblemInput[],
  images: StoredImage[],
  actor: Actor,
  tracker: ImportTracker,
): Promise<ImportedProblemSummary[]> {
  await tracker.phase(
    'saving',
    problems.length,
    `Saving ${problems.length} problem${problems.length === 1 ? '' : 's'}`,
  );
  const created = await platform.db.transaction(async (tx) => {
    const scoped: Platform = { ...platform, db: tx };
    const summaries: ImportedProblemSummary[] = [];
    for (const [i, input] of inputs.entries()) {
      const source = problems[i]!;
      try {
        const saved = await createProblem(scoped, input, actor, {
          skipCheckerCompileCheck: true,
          allowNoLanguages: true,
          allowEmptyDescriptions: true,
        });
        summaries.push({ id: saved.pid, problemId: saved.problemId, title: source.title });
      } catch (error) {
        if (error instanceof HttpError) {
          throw new ImportError(`${source.origin} ("${source.title}"): ${error.message}`);
        }
        throw error;
      }
    }
    for (const image of images) {
      await recordMarkdownImage(tx, actor.uid, {
        name: image.name,
        suffix: image.suffix,
        contentType: image.contentType,
        size: image.bytes.length,
        storageKey: image.storageKey,
      });
    }
    return summaries;
  });
  invalidateProblemBank(platform.db);
  return created;
}

// ---------------------------------------------------------------- export

/**
 * Checks every requested problem before the download starts (it exists, the caller manages
 * it, its test data is all in the store), so the archive never breaks off half way.
 */
export async function checkExport(platform: Platform, actor: Actor, pids: readonly number[]): Promise<void> {
  for (const pid of pids) {
    const row = await findProblem(platform.db, pid).catch(() => {
      throw notFound(`The problem ${pid} does not exist`);
    });
    if (!canManageProblem(actor, row)) {
      throw forbidden(`Sorry, you can only export the problems you manage (${row.problemId} is not yours)`);
    }
    if (row.isRemote) {
      throw new HttpError(400, `${row.problemId} is a remote judge problem and has no test data to export`);
    }
    const cases = await listProblemCases(platform.db, pid);
    if (cases.length === 0) throw new HttpError(400, `${row.problemId} has no test data to export`);
    for (const hash of new Set(cases.flatMap((c) => [c.inputHash, c.outputHash]))) {
      if (!(await platform.files.has(testcaseKey(hash)))) {
        throw new HttpError(
          500,
          `The test data of ${row.problemId} is missing from the file store; upload it again`,
        );
      }
    }
  }
}

/** The files of the export archive, problem by problem, read as the download proceeds. */
export async function* exportFiles(platform: Platform, pids: readonly number[]) {
  for (const pid of pids) yield* hojArchiveFiles(await exportedProblem(platform, pid));
}

async function exportedProblem(platform: Platform, pid: number): Promise<ExportedProblem> {
  const { problem: p, languages, tags, codeTemplates, cases } = await getProblemForExport(platform, pid);
  const extra = (text: string | null) => (text ? (JSON.parse(text) as Record<string, string>) : null);
  return {
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: parseExamples(p.examples),
    hint: p.hint ?? '',
    source: p.source ?? '',
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    difficulty: p.difficulty,
    type: p.type === 1 ? 1 : 0,
    auth: p.auth === 1 ? 1 : 2,
    judgeMode: p.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    spjCode: p.spjCode,
    spjLanguage: p.spjLanguage,
    tags: tags.map((t) => t.name),
    languages,
    codeTemplates,
    testCases: cases.map((c) => ({
      inputName: c.inputName,
      outputName: c.outputName,
      input: c.input,
      output: c.output,
      score: c.score,
      groupNum: c.groupNum,
      isOpen: c.isOpen,
    })),
    ioScore: p.ioScore,
    codeShare: p.codeShare,
    isRemoveEndBlank: p.isRemoveEndBlank,
    openCaseResult: p.openCaseResult,
    isFileIo: p.isFileIO,
    ioReadFileName: p.ioReadFileName,
    ioWriteFileName: p.ioWriteFileName,
    userExtraFile: extra(p.userExtraFile),
    judgeExtraFile: extra(p.judgeExtraFile),
  };
}

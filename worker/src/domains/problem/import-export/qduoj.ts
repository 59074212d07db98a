import { spreadScores } from '@contract/problem-rules';
import { z } from 'zod';
import {
  checkShape,
  filesIn,
  foldersWith,
  looseInt,
  naturalCompare,
  nullableText,
  readJsonMember,
} from './archive';
import { blankProblem, ImportError, type ImportedCase, type ImportedProblem } from './model';
import { stripSingleRoot, type ZipEntries } from './zip-reader';

/**
 * QDUOJ (QingdaoU/OnlineJudge) export, as ExportProblemAPI writes it: `<n>/problem.json`
 * (ExportProblemSerializer: display_id, title, description/input_description/
 * output_description/hint as {format, value}, samples, test_case_score, time_limit ms,
 * memory_limit MB, template {lang: {prepend, template, append}}, spj {code, language},
 * rule_type ACM|OI, source, tags, answers) and `<n>/testcase/<input_name>` plus the
 * outputs (left out for special-judge problems). Mapping follows HOJ's
 * ImportQDUOJProblemManager: difficulty Mid, code not shared, every language.
 */

const formatted = z
  .union([z.string(), z.object({ format: z.string().optional(), value: z.string().nullish() })])
  .nullish()
  .transform((v) => (typeof v === 'string' ? v : (v?.value ?? '')));

const templatePart = z.union([
  z.string(),
  z.object({ prepend: nullableText, template: nullableText, append: nullableText }),
]);

const qduojProblem = z.object({
  display_id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().trim().min(1, 'title is required'),
  description: formatted,
  input_description: formatted,
  output_description: formatted,
  hint: formatted,
  source: nullableText,
  time_limit: looseInt.pipe(z.number().int().min(1, 'time_limit must be at least 1 ms')),
  memory_limit: looseInt.pipe(z.number().int().min(1, 'memory_limit must be at least 1 MB')),
  samples: z.array(z.object({ input: nullableText, output: nullableText })).nullish(),
  test_case_score: z
    .array(
      z.object({
        input_name: z.string().min(1, 'input_name is required'),
        output_name: z.string().nullish(),
        score: looseInt.nullish(),
      }),
    )
    .nullish(),
  template: z.record(z.string(), templatePart).nullish(),
  spj: z.object({ code: z.string(), language: z.string() }).nullish(),
  rule_type: z.enum(['ACM', 'OI'], { error: 'rule_type must be ACM or OI' }),
  tags: z.array(z.union([z.string(), z.number()]).transform(String)).nullish(),
});

export function parseQduojArchive(archive: ZipEntries): ImportedProblem[] {
  let entries = archive;
  let folders = foldersWith(entries, 'problem.json');
  if (folders.length === 0) {
    entries = stripSingleRoot(archive);
    folders = foldersWith(entries, 'problem.json');
  }
  if (folders.length === 0) {
    throw new ImportError(
      'No problem found: a QDUOJ archive holds 1/problem.json, 2/problem.json, … and their testcase folders',
    );
  }
  return folders.map((folder) => parseOne(entries, folder));
}

function parseOne(entries: ZipEntries, folder: string): ImportedProblem {
  const path = `${folder}/problem.json`;
  const info = checkShape(qduojProblem, readJsonMember(entries, path), path);
  const spj = info.spj ?? null;
  const oi = info.rule_type === 'OI';
  const problem: ImportedProblem = {
    ...blankProblem(path),
    problemId: info.display_id.trim() || null,
    title: info.title,
    description: info.description,
    input: info.input_description,
    output: info.output_description,
    hint: info.hint,
    source: info.source,
    timeLimit: info.time_limit,
    memoryLimit: info.memory_limit,
    difficulty: 1,
    type: oi ? 1 : 0,
    codeShare: false,
    examples: (info.samples ?? []).map((s) => ({ input: s.input, output: s.output })),
    tags: [...new Set((info.tags ?? []).map((t) => t.trim()).filter(Boolean))],
    codeTemplates: Object.entries(info.template ?? {}).map(([language, part]) => ({
      language,
      code:
        typeof part === 'string'
          ? part
          : [part.prepend, part.template, part.append].filter(Boolean).join('\n'),
    })),
  };
  if (spj) {
    problem.judgeMode = 'spj';
    problem.spjCode = spj.code;
    problem.spjLanguage = spj.language;
  }
  problem.testCases = readCases(entries, folder, info.test_case_score ?? [], spj !== null, oi);
  if (oi) problem.ioScore = problem.testCases.reduce((sum, c) => sum + (c.score ?? 0), 0);
  return problem;
}

function readCases(
  entries: ZipEntries,
  folder: string,
  listed: { input_name: string; output_name?: string | null; score?: number | null }[],
  spj: boolean,
  oi: boolean,
): ImportedCase[] {
  const dir = `${folder}/testcase`;
  const files = filesIn(entries, dir);
  const refs =
    listed.length > 0
      ? listed.map((c) => ({
          inputName: c.input_name,
          outputName: c.output_name ?? null,
          score: c.score ?? null,
        }))
      : [...files.keys()]
          .filter((name) => name.endsWith('.in'))
          .sort(naturalCompare)
          .map((inputName, i, all) => ({
            inputName,
            outputName: `${inputName.slice(0, -3)}.out`,
            score: oi ? spreadScores(all.length)[i]! : null,
          }));
  if (refs.length === 0) throw new ImportError(`${folder}/problem.json has no test cases (${dir}/ is empty)`);

  return refs.map((ref) => {
    const input = files.get(ref.inputName);
    if (!input)
      throw new ImportError(
        `${folder}/problem.json lists ${ref.inputName}, but ${dir}/${ref.inputName} is missing`,
      );
    const outputName =
      ref.outputName && ref.outputName !== '-' ? ref.outputName : `${ref.inputName.replace(/\.in$/, '')}.out`;
    const output = files.get(outputName);
    if (!output && !spj) {
      throw new ImportError(
        `${folder}/problem.json lists ${outputName}, but ${dir}/${outputName} is missing`,
      );
    }
    if (oi && (ref.score === null || ref.score < 0)) {
      throw new ImportError(
        `${folder}/problem.json: OI test case ${ref.inputName} needs a score of 0 or more`,
      );
    }
    return {
      inputName: ref.inputName,
      outputName,
      input,
      output: output ?? new Uint8Array(),
      score: oi ? ref.score : null,
      groupNum: null,
      isOpen: false,
    };
  });
}

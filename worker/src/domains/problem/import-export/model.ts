import type { JudgeCaseMode, JudgeMode } from '@contract/judge-status';

/**
 * The normalized problem every importer produces and every writer consumes. Each archive
 * format (FPS XML, QDUOJ zip, Hydro zip, our HOJ-compatible zip) is parsed into a list of
 * these before anything is written, so a bad archive is refused as a whole.
 */

export interface ImportedCase {
  /** File names as the archive calls them; kept on the case row. */
  inputName: string;
  outputName: string;
  input: Uint8Array;
  output: Uint8Array;
  score: number | null;
  groupNum: number | null;
  /** Shown as a sample in case results when the problem opens them. */
  isOpen: boolean;
}

export interface ImportedExample {
  input: string;
  output: string;
}

/** A file the statement links to as `file://<name>` (FPS images, Hydro additional files). */
export interface ImportedAsset {
  name: string;
  bytes: Uint8Array;
}

export interface ImportedProblem {
  /** Where the problem sits in the archive, for messages: `1/problem.json`, `item 2`. */
  origin: string;
  /** The display id the archive gives, or null to have one assigned. */
  problemId: string | null;
  title: string;
  description: string;
  input: string;
  output: string;
  examples: ImportedExample[];
  hint: string;
  source: string;
  /** Milliseconds. */
  timeLimit: number;
  /** Megabytes. */
  memoryLimit: number;
  /** Megabytes. */
  stackLimit: number;
  /** 0 Easy, 1 Mid, 2 Hard. */
  difficulty: number;
  /** 0 ACM, 1 OI. */
  type: 0 | 1;
  /** 1 public, 2 private. */
  auth: 1 | 2;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjCode: string | null;
  spjLanguage: string | null;
  tags: string[];
  /** Language names; null means every language the site offers. */
  languages: string[] | null;
  /** Enabled unless `status` is false (our own archives keep disabled templates). */
  codeTemplates: { language: string; code: string; status?: boolean }[];
  testCases: ImportedCase[];
  /** Total score of an OI problem; null to compute it from the cases. */
  ioScore: number | null;
  codeShare: boolean;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isFileIo: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  userExtraFile: Record<string, string> | null;
  judgeExtraFile: Record<string, string> | null;
  assets: ImportedAsset[];
}

/** Defaults shared by every importer: spec 3 §9 problem defaults. */
export function blankProblem(origin: string): ImportedProblem {
  return {
    origin,
    problemId: null,
    title: '',
    description: '',
    input: '',
    output: '',
    examples: [],
    hint: '',
    source: '',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    difficulty: 0,
    type: 0,
    auth: 1,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    spjCode: null,
    spjLanguage: null,
    tags: [],
    languages: null,
    codeTemplates: [],
    testCases: [],
    ioScore: null,
    codeShare: true,
    isRemoveEndBlank: true,
    openCaseResult: true,
    isFileIo: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFile: null,
    judgeExtraFile: null,
    assets: [],
  };
}

/**
 * Why an archive was refused. Its message is shown to the admin as is, so it names the file
 * or problem at fault; `status` 413 marks archives over the size limits, 409 display ids in use.
 */
export class ImportError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 409 | 413 = 400,
  ) {
    super(message);
    this.name = 'ImportError';
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Text from an archive: strict UTF-8 (a byte order mark is dropped), else a clear refusal. */
export function decodeText(bytes: Uint8Array, what: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ImportError(`${what} is not valid UTF-8 text; save it as UTF-8 and try again`);
  }
}

export const encodeText = (text: string) => new TextEncoder().encode(text);

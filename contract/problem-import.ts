import { z } from 'zod';

/**
 * Problem import and export (spec 3 §2 admin problem list: export and import in our own,
 * QDUOJ, FPS and Hydro formats). An import runs inside its upload request and answers with
 * the outcome; while it runs, GET /api/file/import-progress?id=<importId> reports how far it
 * got. The client may choose the importId (query `importId`) so it can poll from the start.
 */

export const IMPORT_FORMATS = ['fps', 'qduoj', 'hydro', 'hoj'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export type ImportState = 'running' | 'done' | 'failed';
/** reading: unpacking and checking the archive; storing: writing test data; saving: the database. */
export type ImportPhase = 'reading' | 'storing' | 'saving' | 'finished';

export interface ImportedProblemSummary {
  /** The new problem's numeric id (pid). */
  id: number;
  problemId: string;
  title: string;
}

export interface ImportProgress {
  importId: string;
  format: ImportFormat;
  fileName: string;
  state: ImportState;
  phase: ImportPhase;
  /** Work done and to do in the current phase (files stored, problems saved). */
  done: number;
  total: number;
  /** What is happening, or why the import was refused. */
  message: string;
  /** The problems created, once done. */
  problems: ImportedProblemSummary[];
  /** Things left out on the way (languages the site lacks, files that are not images…). */
  warnings: string[];
  startedAt: string;
  finishedAt: string | null;
}

export const IMPORT_LIMITS = {
  /** Largest upload accepted (FPS XML or zip). */
  maxUploadBytes: 100 * 1024 * 1024,
  /** Problems in one export. */
  maxExportProblems: 200,
} as const;

const IMPORT_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const importQuery = z.object({
  importId: z
    .string()
    .trim()
    .regex(IMPORT_ID, 'importId must be 8 to 64 letters, digits, dashes or underscores')
    .optional(),
  /** refuse (default): a display id already taken refuses the import; rename: the import gets a free one. */
  duplicate: z.enum(['refuse', 'rename'], { error: 'duplicate must be refuse or rename' }).default('refuse'),
  /** Answer at once with the running import and finish it in the background. */
  background: z
    .enum(['true', 'false'], { error: 'background must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});

export const importProgressQuery = z.object({
  id: z.string({ error: 'id is required' }).trim().regex(IMPORT_ID, 'id is not a valid import id'),
});

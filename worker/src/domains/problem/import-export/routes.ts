import { IMPORT_LIMITS, type ImportFormat, importProgressQuery, importQuery } from '@contract/problem-import';
import { Hono } from 'hono';
import { requireAdmin } from '../../../http/auth';
import { allowBody } from '../../../http/body-limit';
import type { AppContext, AppEnv } from '../../../http/context';
import { ok } from '../../../http/envelope';
import { badRequest, HttpError } from '../../../http/errors';
import { formFile, readForm, readQuery } from '../../../http/validate';
import { randomId } from '../../../lib/random';
import { ImportTracker, readImportProgress } from './progress';
import { checkExport, exportFiles, runImport } from './service';
import { formatBytes } from './zip-reader';
import { zipStream } from './zip-writer';

/**
 * POST /api/file/import-{fps,qdoj,hydro}-problem and /api/file/import-problem (multipart,
 * field `file`), GET /api/file/import-progress?id=, GET /api/file/export-problem?pidList=.
 * Admin roles only. Imported problems are authored by the caller and keep the visibility
 * their archive gives (HOJ imports them public; a hidden Hydro problem or a private one
 * from our own archive arrives private).
 *
 * An import runs inside its request by default, so the answer is its outcome and a refusal
 * carries the reason; the client polls the progress call meanwhile under an importId it
 * chose. `background=true` answers at once and finishes through platform.waitUntil: on
 * Node that runs to the end, but Cloudflare keeps waitUntil work alive only about 30 s after
 * the response, so large archives should be imported in the default mode there.
 */
export const problemImportExportRoutes = new Hono<AppEnv>();

/** Room for the multipart framing around a file at the size limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const EXTENSIONS: Record<ImportFormat, { suffix: string; message: string }> = {
  fps: { suffix: '.xml', message: 'Please upload the FPS problem set as an .xml file' },
  qduoj: { suffix: '.zip', message: 'Please upload the QDUOJ problems as a .zip archive' },
  hydro: { suffix: '.zip', message: 'Please upload the Hydro problems as a .zip archive' },
  hoj: { suffix: '.zip', message: 'Please upload the problems as a .zip archive' },
};

const TOO_LARGE = `The file is larger than ${formatBytes(IMPORT_LIMITS.maxUploadBytes)}; split the import`;
const importBody = allowBody(IMPORT_LIMITS.maxUploadBytes + MULTIPART_OVERHEAD_BYTES, TOO_LARGE);

function importRoute(format: ImportFormat) {
  return async (c: AppContext) => {
    const actor = requireAdmin(c);
    const query = readQuery(c, importQuery);
    const file = formFile(await readForm(c), 'file');
    if (file.size > IMPORT_LIMITS.maxUploadBytes) throw new HttpError(413, TOO_LARGE);
    if (!file.name.toLowerCase().endsWith(EXTENSIONS[format].suffix))
      throw badRequest(EXTENSIONS[format].message);
    const bytes = new Uint8Array(await file.arrayBuffer());

    const platform = c.env.platform;
    const tracker = await ImportTracker.start(
      platform,
      actor.uid,
      query.importId ?? randomId(),
      format,
      file.name,
    );
    const work = runImport(platform, actor, format, bytes, tracker, query.duplicate);
    if (query.background) {
      platform.waitUntil(work);
      return ok(c, tracker.progress, 'The import has started');
    }
    const outcome = await work;
    if (outcome.status !== 200)
      throw new HttpError(outcome.status, outcome.progress.message, outcome.progress);
    return ok(c, outcome.progress, 'Import problem successfully');
  };
}

problemImportExportRoutes.post('/file/import-fps-problem', importBody, importRoute('fps'));
problemImportExportRoutes.post('/file/import-qdoj-problem', importBody, importRoute('qduoj'));
problemImportExportRoutes.post('/file/import-hydro-problem', importBody, importRoute('hydro'));
problemImportExportRoutes.post('/file/import-problem', importBody, importRoute('hoj'));

problemImportExportRoutes.get('/file/import-progress', async (c) => {
  const actor = requireAdmin(c);
  const { id } = readQuery(c, importProgressQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await readImportProgress(db, actor.uid, id, clock.now()));
});

/**
 * The problem ids of an export, however the client sends them: `pidList=1&pidList=2`,
 * `pidList[]=1`, `pidList=1,2`, `pidList=[1,2]`, or HOJ's older `pid`.
 */
export function exportPidList(url: URL): number[] {
  const raw = ['pidList', 'pidList[]', 'pid'].flatMap((key) => url.searchParams.getAll(key));
  const pids: number[] = [];
  for (const value of raw) {
    const parts = value.trim().startsWith('[') ? parseJsonList(value) : value.split(',');
    for (const part of parts) {
      const text = String(part).trim();
      if (text === '') continue;
      if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
        throw badRequest(`pidList: ${text} is not a problem id`);
      if (!pids.includes(Number(text))) pids.push(Number(text));
    }
  }
  if (pids.length === 0) throw badRequest('Export needs at least one problem');
  if (pids.length > IMPORT_LIMITS.maxExportProblems) {
    throw badRequest(`Export at most ${IMPORT_LIMITS.maxExportProblems} problems at once`);
  }
  return pids;
}

function parseJsonList(value: string): unknown[] {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed)) {
    throw badRequest('pidList must be problem ids: pidList=1&pidList=2, pidList=1,2 or pidList=[1,2]');
  }
  return parsed;
}

problemImportExportRoutes.get('/file/export-problem', async (c) => {
  const actor = requireAdmin(c);
  const pids = exportPidList(new URL(c.req.url));
  const platform = c.env.platform;
  await checkExport(platform, actor, pids);
  const fileName = `problem_export_${platform.clock.now().getTime()}.zip`;
  return c.body(zipStream(exportFiles(platform, pids)), 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${fileName}"`,
  });
});

import {
  acSubmissionDownloadQuery,
  checkAcInfoRequest,
  checkPrintStatusQuery,
  contestAcInfoQuery,
  contestAnnouncementQuery,
  contestPrintQuery,
  notReadAnnouncementRequest,
  printTextDownloadQuery,
  submitPrintRequest,
} from '@contract/contest-activity';
import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { checkContestAcInfo, listContestAcInfo } from './ac-info';
import { contestAcSubmissionArchive } from './ac-submission-download';
import { listContestAnnouncements, unreadContestAnnouncements } from './announcements';
import { checkContestPrint, listContestPrints, printTextFile, submitPrintText } from './print';

/** What happens around a running contest: announcements, balloons, printing and the code download. */
export const contestActivityRoutes = new Hono<AppEnv>();

contestActivityRoutes.get('/get-contest-announcement', async (c) => {
  const user = requireUser(c);
  const query = readQuery(c, contestAnnouncementQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await listContestAnnouncements(db, user, query, clock.now()));
});

contestActivityRoutes.post('/get-contest-not-read-announcement', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, notReadAnnouncementRequest);
  const { db, clock } = c.env.platform;
  return ok(c, await unreadContestAnnouncements(db, user, input, clock.now()));
});

contestActivityRoutes.get('/get-contest-ac-info', async (c) => {
  const user = requireUser(c);
  const query = readQuery(c, contestAcInfoQuery);
  return ok(c, await listContestAcInfo(c.env.platform.db, user, query));
});

contestActivityRoutes.put('/check-contest-ac-info', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, checkAcInfoRequest);
  await checkContestAcInfo(c.env.platform.db, user, input);
  return ok(c, null, 'Update Successfully');
});

contestActivityRoutes.post('/submit-print-text', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, submitPrintRequest);
  await submitPrintText(c.env.platform, user, input);
  return ok(c, null, 'Submit code successfully');
});

contestActivityRoutes.get('/get-contest-print', async (c) => {
  const user = requireUser(c);
  const query = readQuery(c, contestPrintQuery);
  return ok(c, await listContestPrints(c.env.platform.db, user, query));
});

contestActivityRoutes.put('/check-contest-print-status', async (c) => {
  const user = requireUser(c);
  const input = readQuery(c, checkPrintStatusQuery);
  await checkContestPrint(c.env.platform.db, user, input);
  return ok(c, null, 'Update Successfully');
});

contestActivityRoutes.get('/file/download-contest-print-text', async (c) => {
  const user = requireUser(c);
  const { id } = readQuery(c, printTextDownloadQuery);
  const file = await printTextFile(c.env.platform.db, user, id);
  return c.body(file.text, 200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Disposition': file.contentDisposition,
    'X-Content-Type-Options': 'nosniff',
  });
});

contestActivityRoutes.get('/file/download-contest-ac-submission', async (c) => {
  const user = requireUser(c);
  const query = readQuery(c, acSubmissionDownloadQuery);
  const { db, clock } = c.env.platform;
  const { name, archive } = await contestAcSubmissionArchive(db, user, query, clock.now());
  return c.body(archive as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${name}"`,
  });
});

import { cleanMessageQuery, noticePageQuery, remindPageQuery } from '@contract/message';
import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readQuery } from '../../http/validate';
import { cleanMessages, listNotices, listReminders, type NoticeBox, type RemindBox } from './inbox';
import { getUnreadCounts } from './service';

/** /api/msg/*: the signed-in user's message centre (HOJ UserMessageController, NoticeController). */
export const messageRoutes = new Hono<AppEnv>();

messageRoutes.get('/msg/unread', async (c) => {
  const user = requireUser(c);
  return ok(c, await getUnreadCounts(c.env.platform.db, user.uid));
});

const REMIND_PATHS: [string, RemindBox][] = [
  ['/msg/comment', 'Discuss'],
  ['/msg/reply', 'Reply'],
  ['/msg/like', 'Like'],
];
for (const [path, box] of REMIND_PATHS) {
  messageRoutes.get(path, async (c) => {
    const user = requireUser(c);
    const paging = readQuery(c, remindPageQuery);
    return ok(c, await listReminders(c.env.platform.db, user.uid, box, paging));
  });
}

const NOTICE_PATHS: [string, NoticeBox][] = [
  ['/msg/sys', 'Sys'],
  ['/msg/mine', 'Mine'],
];
for (const [path, box] of NOTICE_PATHS) {
  messageRoutes.get(path, async (c) => {
    const user = requireUser(c);
    const paging = readQuery(c, noticePageQuery);
    return ok(c, await listNotices(c.env.platform.db, user.uid, box, paging));
  });
}

messageRoutes.delete('/msg/clean', async (c) => {
  const user = requireUser(c);
  const { type, id } = readQuery(c, cleanMessageQuery);
  await cleanMessages(c.env.platform.db, user.uid, type, id);
  return ok(c, null, 'Delete successfully');
});

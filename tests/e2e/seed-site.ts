import type { APIRequestContext, APIResponse } from '@playwright/test';
import { apiLogin, ROOT_PASSWORD, restorePublicProblem, uniqueName } from './support';

/**
 * A site with something on every page, seeded through the HTTP API as root, for the specs that
 * walk every route (accessibility, phone width): a running public contest and a public training
 * (with a category) that both hold A+B, a public discussion, and a public group. A+B stays a
 * public problem of the bank.
 */
export interface SiteSeed {
  pid: number;
  cid: number;
  tid: number;
  trainingCategoryId: number;
  did: number;
  gid: number;
  contestTitle: string;
  trainingTitle: string;
  discussionTitle: string;
  groupName: string;
  /** The discussion's body, to post more like it. */
  post: { title: string; description: string; content: string; categoryId: number };
}

const A_PLUS_B = '1000';

/** The `data` of an envelope answer; anything but HTTP 200 with status 200 throws, naming `what`. */
export async function apiData<T>(res: APIResponse, what: string): Promise<T> {
  const body = await res.json().catch(() => null);
  if (!res.ok() || body?.status !== 200)
    throw new Error(`${what} failed: ${res.status()} ${JSON.stringify(body)}`);
  return body.data as T;
}

/** The id of the first record of a list answer whose `field` equals `value`. */
export async function idOf(res: APIResponse, what: string, field: string, value: unknown): Promise<number> {
  const page = await apiData<{ records: Record<string, unknown>[] }>(res, what);
  const id = page.records.find((record) => record[field] === value)?.id;
  if (typeof id !== 'number') throw new Error(`${what}: no record with ${field} ${String(value)}`);
  return id;
}

/**
 * Seeds the site. `label` starts every title (so a failure names the spec), `about` is what the
 * descriptions say, and `discussionContent` is the discussion's Markdown.
 */
export async function seedSite(
  request: APIRequestContext,
  { label, about, discussionContent }: { label: string; about: string; discussionContent: string },
): Promise<SiteSeed> {
  const rootToken = await apiLogin(request, 'root', ROOT_PASSWORD);
  const admin = { Authorization: rootToken, 'Url-Type': 'admin' };
  const asRoot = { Authorization: rootToken };
  const contestTitle = uniqueName(`${label} cup `);
  const trainingTitle = uniqueName(`${label} drills `);
  const discussionTitle = uniqueName(`${label} talk `);
  const groupName = uniqueName(`${label} club `);
  const pid = await restorePublicProblem(request, A_PLUS_B);

  const category = await apiData<{ id: number }>(
    await request.post('/api/admin/training/category', {
      headers: admin,
      data: { name: uniqueName(`${label} `), color: '#409eff' },
    }),
    'create the training category',
  );
  const training = await apiData<{ tid: number }>(
    await request.post('/api/admin/training', {
      headers: admin,
      data: {
        training: { rank: 1, title: trainingTitle, description: about, auth: 'Public', status: true },
        trainingCategory: { id: category.id },
      },
    }),
    'create the training',
  );
  await apiData(
    await request.post('/api/admin/training/add-problem-from-public', {
      headers: admin,
      data: { pid, tid: training.tid, displayId: A_PLUS_B },
    }),
    'add A+B to the training',
  );

  const now = Date.now();
  await apiData(
    await request.post('/api/admin/contest', {
      headers: admin,
      data: {
        title: contestTitle,
        description: about,
        type: 0,
        auth: 0,
        startTime: new Date(now - 5 * 60_000).toISOString(),
        endTime: new Date(now + 3 * 3_600_000).toISOString(),
        openRank: true,
        openPrint: true,
      },
    }),
    'create the contest',
  );
  const cid = await idOf(
    await request.get('/api/admin/contest/get-contest-list', {
      headers: admin,
      params: { currentPage: 1, limit: 10, keyword: contestTitle },
    }),
    'find the contest',
    'title',
    contestTitle,
  );
  await apiData(
    await request.post('/api/admin/contest/add-problem-from-public', {
      headers: admin,
      data: { cid, pid, displayId: 'A' },
    }),
    'add A+B to the contest',
  );
  // Adding it to the contest made A+B a contest problem; the bank's pages need it public again.
  await restorePublicProblem(request, A_PLUS_B);

  const categories = await apiData<{ id: number }[]>(
    await request.get('/api/discussion-category', { headers: asRoot }),
    'list the discussion categories',
  );
  const categoryId =
    categories[0]?.id ??
    (
      await apiData<{ id: number }[]>(
        await request.post('/api/discussion-category', { headers: asRoot, data: [{ name: 'General' }] }),
        'create a discussion category',
      )
    )[0]!.id;
  const post = { title: discussionTitle, description: about, content: discussionContent, categoryId };
  await apiData(
    await request.post('/api/discussion', { headers: asRoot, data: post }),
    'post the discussion',
  );
  const did = await idOf(
    await request.get('/api/get-discussion-list', {
      params: { currentPage: 1, limit: 10, keyword: discussionTitle },
    }),
    'find the discussion',
    'title',
    discussionTitle,
  );

  await apiData(
    await request.post('/api/group', {
      headers: asRoot,
      data: {
        name: groupName,
        shortName: uniqueName(label.toLowerCase().slice(0, 3)).slice(0, 10),
        brief: `The ${label} club.`,
        description: about,
        auth: 1,
        visible: true,
      },
    }),
    'create the group',
  );
  const gid = await idOf(
    await request.get('/api/get-group-list', {
      headers: asRoot,
      params: { currentPage: 1, limit: 10, keyword: groupName },
    }),
    'find the group',
    'name',
    groupName,
  );

  return {
    pid,
    cid,
    tid: training.tid,
    trainingCategoryId: category.id,
    did,
    gid,
    contestTitle,
    trainingTitle,
    discussionTitle,
    groupName,
    post,
  };
}

/** Every page of the admin back office, over the seeded contest, training and A+B. */
export function adminPagePaths(site: Pick<SiteSeed, 'pid' | 'cid' | 'tid'>): string[] {
  return [
    '/admin',
    '/admin/user',
    '/admin/announcement',
    '/admin/conf',
    '/admin/switch',
    '/admin/notice',
    '/admin/problems',
    '/admin/problem/create',
    `/admin/problem/edit/${site.pid}`,
    '/admin/problem/tag',
    '/admin/problem/batch-operation',
    '/admin/contest',
    '/admin/contest/create',
    `/admin/contest/${site.cid}/edit`,
    `/admin/contest/${site.cid}/announcement`,
    `/admin/contest/${site.cid}/problems`,
    `/admin/contest/${site.cid}/problem/create`,
    `/admin/contest/${site.cid}/problem/${site.pid}/edit`,
    '/admin/training',
    '/admin/training/create',
    `/admin/training/${site.tid}/edit`,
    `/admin/training/${site.tid}/problems`,
    '/admin/training/category',
    '/admin/group-problem/apply',
    '/admin/discussion',
  ];
}

import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcement } from '../../worker/src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let root: string;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  admin = (await t.createUser({ roles: [Role.ADMIN] })).token;
  user = (await t.createUser()).token;
});
afterAll(async () => {
  await t?.close();
});

const add = (body: unknown, token: string | null = root) =>
  t.request('POST', '/api/admin/announcement', { token, body });
const update = (body: unknown, token: string | null = root) =>
  t.request('PUT', '/api/admin/announcement', { token, body });
const remove = (aid: unknown, token: string | null = root) =>
  t.request('DELETE', '/api/admin/announcement', { token, query: { aid: aid as string } });
const list = (query: Record<string, string | number> = {}, token: string | null = root) =>
  t.request('GET', '/api/admin/announcement', { token, query });
const home = () => t.request('GET', '/api/get-common-announcement', { query: { limit: 100 } });
const rowCount = async () => (await t.platform.db.select().from(announcement)).length;

describe('/api/admin/announcement', () => {
  it('creates a visible announcement that the home page shows at once, with its author', async () => {
    const res = await add({ title: 'Welcome', content: '# Hello\n\nFirst **post**' });
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Added successfully');
    const id = res.body.data.id as number;
    const shown = await home();
    expect(shown.body.data.records[0]).toMatchObject({
      id,
      title: 'Welcome',
      content: '# Hello\n\nFirst **post**',
      status: 0,
      username: 'root',
    });
  });

  it('keeps a hidden one off the home page but lists it for the admin, newest first, paged by 10', async () => {
    const res = await add({ title: 'Draft', content: 'secret', status: 1 });
    const id = res.body.data.id as number;
    expect((await home()).body.data.records.map((r: { id: number }) => r.id)).not.toContain(id);
    const page = await list();
    expect(page.body.data).toMatchObject({ current: 1, size: 10 });
    expect(page.body.data.records[0]).toMatchObject({ id, title: 'Draft', status: 1 });
    for (let i = 0; i < 10; i++) await add({ title: `Bulk ${i}`, content: 'x' });
    const second = await list({ currentPage: 2, limit: 10 });
    expect(second.body.data.total).toBe(12);
    expect(second.body.data.records).toHaveLength(2);
    expect(second.body.data.records[1].title).toBe('Welcome');
    const garbage = await list({ currentPage: 'x', limit: 'huge' });
    expect(garbage.body.data).toMatchObject({ current: 1, size: 10 });
  });

  it('toggles visibility and edits text; the home page follows each change', async () => {
    const id = (await add({ title: 'Toggle me', content: 'body' })).body.data.id as number;
    const hide = await update({ id, status: 1 });
    expect(hide.httpStatus).toBe(200);
    expect(hide.body.msg).toBe('Updated successfully');
    expect((await home()).body.data.records.map((r: { id: number }) => r.id)).not.toContain(id);
    await update({ id, title: 'Renamed', content: 'new body', status: 0 });
    const shown = (await home()).body.data.records.find((r: { id: number }) => r.id === id);
    expect(shown).toMatchObject({ title: 'Renamed', content: 'new body', status: 0 });
  });

  it('deletes; the home page drops it and a second delete is 404', async () => {
    const id = (await add({ title: 'Bye', content: 'gone soon' })).body.data.id as number;
    const res = await remove(id);
    expect(res.httpStatus).toBe(200);
    expect((await home()).body.data.records.map((r: { id: number }) => r.id)).not.toContain(id);
    const again = await remove(id);
    expect(again.httpStatus).toBe(404);
    expect(again.body).toMatchObject({ status: 404, msg: 'The announcement does not exist' });
  });

  it.each([
    ['GET', null, 401],
    ['GET', 'user', 403],
    ['GET', 'admin', 403],
    ['POST', 'admin', 403],
    ['PUT', 'user', 403],
    ['DELETE', 'admin', 403],
    ['DELETE', null, 401],
  ])('%s as %s is refused with %d and changes nothing', async (method, who, status) => {
    const token = who === 'user' ? user : who === 'admin' ? admin : null;
    const before = await rowCount();
    const [existing] = await t.platform.db.select().from(announcement).limit(1);
    const res = await t.request(method, '/api/admin/announcement', {
      token,
      body:
        method === 'GET' || method === 'DELETE' ? undefined : { id: existing!.id, title: 'x', content: 'y' },
      query: method === 'DELETE' ? { aid: existing!.id } : undefined,
    });
    expect(res.httpStatus).toBe(status);
    expect(res.body.status).toBe(status);
    expect(await rowCount()).toBe(before);
    const [after] = await t.platform.db.select().from(announcement).where(eq(announcement.id, existing!.id));
    expect(after).toEqual(existing);
  });

  it.each([
    [{ content: 'c' }, 'title is required'],
    [{ title: '   ', content: 'c' }, 'title is required'],
    [{ title: 'x'.repeat(256), content: 'c' }, 'title must be at most 255 characters'],
    [{ title: 't' }, 'content is required'],
    [{ title: 't', content: '  ' }, 'content is required'],
    [{ title: 't', content: 'c'.repeat(65536) }, 'content must be at most 65535 characters'],
    [{ title: 't', content: 'c', status: 2 }, 'status must be 0 (visible) or 1 (hidden)'],
    [{ title: 't', content: 'c', status: 'hidden' }, 'status must be 0 (visible) or 1 (hidden)'],
    [{ title: 7, content: 'c' }, 'title is required'],
    [{ title: 'a\u0000b', content: 'c' }, 'title must not contain NUL characters'],
  ])('POST %j is refused: %s', async (body, msg) => {
    const before = await rowCount();
    const res = await add(body);
    expect(res.httpStatus).toBe(400);
    expect(res.body).toMatchObject({ status: 400, msg });
    expect(await rowCount()).toBe(before);
  });

  it.each([
    [{ title: 'x' }, 400, 'id is required'],
    [{ id: 0, title: 'x' }, 400, 'id must be an integer from 1 to 2147483647'],
    [{ id: 2147483648, title: 'x' }, 400, 'id must be an integer from 1 to 2147483647'],
    [{ id: 2147483647, title: 'x' }, 404, 'The announcement does not exist'],
    [{ id: 1, title: '' }, 400, 'title is required'],
    [{ id: 1, status: -1 }, 400, 'status must be 0 (visible) or 1 (hidden)'],
  ])('PUT %j is refused with %d: %s', async (body, status, msg) => {
    const res = await update(body);
    expect(res.httpStatus).toBe(status);
    expect(res.body).toMatchObject({ status, msg });
  });

  it.each([
    [undefined, 400, 'aid is required'],
    ['abc', 400, 'aid must be an integer from 1 to 2147483647'],
    ['2147483648', 400, 'aid must be an integer from 1 to 2147483647'],
    ['2147483647', 404, 'The announcement does not exist'],
  ])('DELETE aid=%s is refused with %d', async (aid, status, msg) => {
    const before = await rowCount();
    const res = await remove(aid);
    expect(res.httpStatus).toBe(status);
    expect(res.body).toMatchObject({ status, msg });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.request('POST', '/api/admin/announcement', {
      token: root,
      rawBody: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe('The request body must be valid JSON');
  });

  it('two deletes of one announcement at once: one succeeds, the other is 404', async () => {
    const id = (await add({ title: 'Race', content: 'c' })).body.data.id as number;
    const results = await Promise.all([remove(id), remove(id)]);
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 404]);
  });
});

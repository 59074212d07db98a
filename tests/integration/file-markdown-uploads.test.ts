import { LIMITS } from '@contract/limits';
import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMember, problem, team, uploadedFile } from '../../worker/src/db/schema';
import { MARKDOWN_UPLOAD_GRACE_MS } from '../../worker/src/domains/file/markdown-cleanup';
import { runScheduledMaintenance } from '../../worker/src/scheduled';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let problemAdmin: Awaited<ReturnType<TestApp['createUser']>>;
let plain: Awaited<ReturnType<TestApp['createUser']>>;
let groupAdmin: Awaited<ReturnType<TestApp['createUser']>>;
let ownGroup: number;
let otherGroup: number;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];
const ELF = [0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0];

function bytesOf(header: number[] | string, size = 256) {
  const head = typeof header === 'string' ? new TextEncoder().encode(header) : Uint8Array.from(header);
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  for (let i = head.length; i < bytes.length; i++) bytes[i] = i % 251;
  return bytes;
}

function form(field: string, bytes: BlobPart, name: string, gid?: number | string) {
  const data = new FormData();
  data.append(field, new File([bytes], name));
  if (gid !== undefined) data.append('gid', String(gid));
  return data;
}

const uploadImage = (token: string | null, data: FormData) =>
  t.request('POST', '/api/file/upload-md-img', { token, rawBody: data });
const uploadFile = (token: string | null, data: FormData) =>
  t.request('POST', '/api/file/upload-md-file', { token, rawBody: data });
const deleteUpload = (token: string | null, fileId: number | string) =>
  t.request('GET', '/api/file/delete-md-img', { token, query: { fileId } });

async function createGroup(name: string, ownerUid: string) {
  const [row] = await t.platform.db
    .insert(team)
    .values({ name, shortName: name, brief: '', description: '', owner: name, uid: ownerUid, auth: 1 })
    .returning({ id: team.id });
  return row!.id;
}

async function rowOf(fileId: number) {
  const [row] = await t.platform.db.select().from(uploadedFile).where(eq(uploadedFile.id, fileId));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ roles: [Role.ADMIN] });
  problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
  plain = await t.createUser();
  groupAdmin = await t.createUser();
  ownGroup = await createGroup('own_group', groupAdmin.uid);
  otherGroup = await createGroup('other_group', plain.uid);
  await t.platform.db.insert(groupMember).values({ gid: ownGroup, uid: groupAdmin.uid, auth: 4 });
  await t.platform.db.insert(groupMember).values({ gid: otherGroup, uid: groupAdmin.uid, auth: 3 });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/file/upload-md-img', () => {
  it('stores the image under a generated name and serves its bytes with type, nosniff and long caching', async () => {
    const bytes = bytesOf(PNG);
    const res = await uploadImage(admin.token, form('image', bytes, 'diagram.png'));
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.link).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.png$/);
    expect(res.body.data.fileId).toEqual(expect.any(Number));

    const served = await t.request('GET', res.body.data.link);
    expect(served.httpStatus).toBe(200);
    expect(new Uint8Array(await served.raw.arrayBuffer())).toEqual(bytes);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const row = await rowOf(res.body.data.fileId);
    expect(row).toMatchObject({ uid: admin.uid, type: 'md-img', name: 'diagram.png', gid: null });
  });

  it('names and types the image by its bytes, not by the uploaded name', async () => {
    const res = await uploadImage(problemAdmin.token, form('image', bytesOf(JPEG), 'photo.png'));
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.link).toMatch(/\.jpg$/);
    const served = await t.request('GET', res.body.data.link);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('lets a group admin upload for their own group, and records the group', async () => {
    const res = await uploadImage(groupAdmin.token, form('image', bytesOf(PNG), 'a.png', ownGroup));
    expect(res.httpStatus).toBe(200);
    expect((await rowOf(res.body.data.fileId)).gid).toBe(ownGroup);
    // gid 0 means "no group" and changes nothing for an admin.
    expect((await uploadImage(admin.token, form('image', bytesOf(PNG), 'a.png', 0))).httpStatus).toBe(200);
  });

  type Token = () => string | null;
  type Gid = (() => number) | undefined;
  it.each<[string, Token, Gid, number]>([
    ['anonymous', () => null, undefined, 401],
    ['a plain user', () => plain.token, undefined, 403],
    ['a plain user naming a group', () => plain.token, () => ownGroup, 403],
    ['a member (not admin) of the named group', () => groupAdmin.token, () => otherGroup, 403],
    ['a group admin without a group', () => groupAdmin.token, undefined, 403],
    ['anyone naming a missing group', () => admin.token, () => 999_999, 404],
  ])('refuses %s (%i) and stores nothing', async (_who, token, gid, status) => {
    const before = await t.platform.db.select({ id: uploadedFile.id }).from(uploadedFile);
    const res = await uploadImage(token(), form('image', bytesOf(PNG), 'a.png', gid?.()));
    expect(res.httpStatus).toBe(status);
    expect(res.body.status).toBe(status);
    expect(res.body.msg).toBeTruthy();
    expect(await t.platform.db.select({ id: uploadedFile.id }).from(uploadedFile)).toHaveLength(
      before.length,
    );
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg'],
    ['text named .png', 'just some text pretending to be an image', 'x.png'],
    ['an executable', bytesOf(ELF), 'x.png'],
  ])('refuses %s with 400 and stores nothing', async (_what, bytes, name) => {
    const before = await t.platform.db.select({ id: uploadedFile.id }).from(uploadedFile);
    const res = await uploadImage(admin.token, form('image', bytes, name));
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(
      'The image must be one of: gif, jpg, jpeg, png, bmp, webp (SVG is not accepted)',
    );
    expect(await t.platform.db.select({ id: uploadedFile.id }).from(uploadedFile)).toHaveLength(
      before.length,
    );
  });

  it('refuses an empty image, a missing field, a bad gid and a non-multipart body', async () => {
    const empty = await uploadImage(admin.token, form('image', new Uint8Array(), 'a.png'));
    expect([empty.httpStatus, empty.body.msg]).toEqual([400, 'The image is empty']);
    const missing = await uploadImage(admin.token, form('file', bytesOf(PNG), 'a.png'));
    expect([missing.httpStatus, missing.body.msg]).toEqual([400, 'image is required: attach a file']);
    const badGid = await uploadImage(admin.token, form('image', bytesOf(PNG), 'a.png', '2147483648'));
    expect([badGid.httpStatus, badGid.body.msg]).toEqual([
      400,
      'gid must be an integer from 0 to 2147483647',
    ]);
    const json = await t.request('POST', '/api/file/upload-md-img', { token: admin.token, body: {} });
    expect(json.httpStatus).toBe(400);
  });

  it('answers 413 for an image over the limit, while reading, and at the limit edge', async () => {
    const huge = await uploadImage(
      admin.token,
      form('image', bytesOf(PNG, LIMITS.markdownImageMaxBytes + 200 * 1024), 'big.png'),
    );
    expect([huge.httpStatus, huge.body.msg]).toEqual([413, 'The image must not be larger than 5 MB']);
    const justOver = await uploadImage(
      admin.token,
      form('image', bytesOf(PNG, LIMITS.markdownImageMaxBytes + 1), 'big.png'),
    );
    expect([justOver.httpStatus, justOver.body.msg]).toEqual([413, 'The image must not be larger than 5 MB']);
    const atLimit = await uploadImage(
      admin.token,
      form('image', bytesOf(PNG, LIMITS.markdownImageMaxBytes), 'big.png'),
    );
    expect(atLimit.httpStatus).toBe(200);
  });
});

describe('POST /api/file/upload-md-file and GET /api/public/file/:name', () => {
  it('serves a PDF back as a download under its uploaded name', async () => {
    const bytes = bytesOf('%PDF-1.7\n');
    const res = await uploadFile(admin.token, form('file', bytes, 'Statement 1.pdf'));
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.link).toMatch(/^\/api\/public\/file\/[0-9a-f]{32}\.pdf$/);
    const served = await t.request('GET', res.body.data.link);
    expect(served.httpStatus).toBe(200);
    expect(new Uint8Array(await served.raw.arrayBuffer())).toEqual(bytes);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Statement 1.pdf"; filename*=UTF-8''Statement%201.pdf`,
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('serves code and data as plain UTF-8 text inline, and archives as downloads', async () => {
    const code = '#include <cstdio>\nint main() { puts("题解"); }\n';
    const cpp = await uploadFile(groupAdmin.token, form('file', code, 'sol.cpp', ownGroup));
    expect(cpp.httpStatus).toBe(200);
    const served = await t.request('GET', cpp.body.data.link);
    expect(await served.raw.text()).toBe(code);
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; /);

    const zip = await uploadFile(admin.token, form('file', bytesOf('PK\x03\x04'), 'data.zip'));
    expect(zip.httpStatus).toBe(200);
    const archive = await t.request('GET', zip.body.data.link);
    expect(archive.headers.get('content-type')).toBe('application/zip');
    expect(archive.headers.get('content-disposition')).toMatch(/^attachment; filename="data.zip"/);
  });

  it.each([
    [
      'an HTML page',
      '<html><script>alert(1)</script></html>',
      'page.html',
      /^The file type is not supported/,
    ],
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>', 'x.svg', /^The file type is not supported/],
    ['a file without extension', 'text', 'README', /^The file type is not supported/],
    ['an executable named .out', bytesOf(ELF), 'a.out', /^The file content is not UTF-8 text/],
    ['an executable named .zip', bytesOf(ELF), 'a.zip', /^The file content is not a valid \.zip file$/],
    ['text named .pdf', 'not a pdf', 'a.pdf', /^The file content is not a valid \.pdf file$/],
    ['Latin-1 text', Uint8Array.from([0x63, 0x61, 0x66, 0xe9]), 'a.txt', /^The file content is not UTF-8/],
    ['an empty file', new Uint8Array(), 'a.txt', /^The file is empty$/],
  ])('refuses %s with 400 and stores nothing', async (_what, bytes, name, message) => {
    const before = await t.platform.db.select({ id: uploadedFile.id }).from(uploadedFile);
    const res = await uploadFile(admin.token, form('file', bytes, name));
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toMatch(message);
    expect(await t.platform.db.select({ id: uploadedFile.id }).from(uploadedFile)).toHaveLength(
      before.length,
    );
  });

  it('refuses the roles image uploads refuse, a missing field, and an oversized file with 413', async () => {
    expect((await uploadFile(null, form('file', 'x', 'a.txt'))).httpStatus).toBe(401);
    expect((await uploadFile(plain.token, form('file', 'x', 'a.txt'))).httpStatus).toBe(403);
    expect((await uploadFile(groupAdmin.token, form('file', 'x', 'a.txt', otherGroup))).httpStatus).toBe(403);
    const missing = await uploadFile(admin.token, form('image', 'x', 'a.txt'));
    expect([missing.httpStatus, missing.body.msg]).toEqual([400, 'file is required: attach a file']);
    const huge = await uploadFile(
      admin.token,
      form('file', bytesOf('%PDF-', LIMITS.markdownFileMaxBytes + 200 * 1024), 'big.pdf'),
    );
    expect([huge.httpStatus, huge.body.msg]).toEqual([413, 'The file must not be larger than 20 MB']);
  });

  it('answers 404 for names never handed out', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.pdf', '..%2Fsecret', 'x.pdf']) {
      const res = await t.request('GET', `/api/public/file/${name}`);
      expect(res.httpStatus).toBe(404);
      expect(res.body.status).toBe(404);
    }
  });
});

describe('GET /api/file/delete-md-img', () => {
  it('lets the uploader delete: the row is marked deleted, the link and object are gone, a second delete is 404', async () => {
    const up = await uploadImage(groupAdmin.token, form('image', bytesOf(PNG), 'a.png', ownGroup));
    const { fileId, link } = up.body.data;
    const { storageKey } = await rowOf(fileId);
    const res = await deleteUpload(groupAdmin.token, fileId);
    expect([res.httpStatus, res.body.msg]).toEqual([200, 'Delete successfully']);
    expect((await rowOf(fileId)).deleted).toBe(true);
    expect(await t.platform.files.has(storageKey)).toBe(false);
    expect((await t.request('GET', link)).httpStatus).toBe(404);
    const again = await deleteUpload(groupAdmin.token, fileId);
    expect([again.httpStatus, again.body.msg]).toEqual([404, 'The file does not exist']);
  });

  it("refuses another non-admin's delete, and lets an admin delete anyone's upload (files too)", async () => {
    const up = await uploadFile(groupAdmin.token, form('file', 'data', 'a.in', ownGroup));
    const { fileId } = up.body.data;
    const refused = await deleteUpload(plain.token, fileId);
    expect(refused.httpStatus).toBe(403);
    expect((await rowOf(fileId)).deleted).toBe(false);
    expect((await deleteUpload(null, fileId)).httpStatus).toBe(401);
    const byAdmin = await deleteUpload(problemAdmin.token, fileId);
    expect(byAdmin.httpStatus).toBe(200);
    expect((await t.request('GET', up.body.data.link)).httpStatus).toBe(404);
  });

  it('answers 404 for an unknown id or an upload of another kind, 400 for an unusable id', async () => {
    expect((await deleteUpload(admin.token, 2147483647)).httpStatus).toBe(404);
    const avatar = await t.request('POST', '/api/file/upload-avatar', {
      token: plain.token,
      rawBody: form('image', bytesOf(PNG), 'me.png'),
    });
    const [avatarRow] = await t.platform.db
      .select({ id: uploadedFile.id })
      .from(uploadedFile)
      .where(eq(uploadedFile.uid, plain.uid));
    expect(avatar.httpStatus).toBe(200);
    expect((await deleteUpload(plain.token, avatarRow!.id)).httpStatus).toBe(404);
    for (const fileId of ['2147483648', '0', '-1', 'abc', '']) {
      const res = await deleteUpload(admin.token, fileId);
      expect(res.httpStatus).toBe(400);
      expect(res.body.msg).toMatch(/^fileId /);
    }
  });
});

describe('cleanup of unlinked editor uploads', () => {
  it('keeps uploads a saved text links and fresh ones, and removes old unlinked ones', async () => {
    const linkedUpload = await uploadImage(admin.token, form('image', bytesOf(PNG), 'linked.png'));
    const linkedFile = await uploadFile(admin.token, form('file', '1 2\n', 'linked.in'));
    const unlinked = await uploadImage(admin.token, form('image', bytesOf(PNG), 'orphan.png'));
    const unlinkedFile = await uploadFile(admin.token, form('file', '%PDF-1.4', 'orphan.pdf'));
    await t.platform.db.insert(problem).values({
      problemId: 'MD-UPLOAD-1',
      title: 'Linked',
      description: `See ![diagram](${linkedUpload.body.data.link}).`,
      hint: `[input](http://judge.example${linkedFile.body.data.link})`,
    });

    t.clock.advance(MARKDOWN_UPLOAD_GRACE_MS + 60_000);
    // The grace period outlasts a session: sign in again to upload the fresh one.
    const adminLater = await t.login(admin.username, admin.password);
    const fresh = await uploadImage(adminLater, form('image', bytesOf(PNG), 'fresh.png'));
    await runScheduledMaintenance(t.platform);

    for (const kept of [linkedUpload, linkedFile, fresh]) {
      const row = await rowOf(kept.body.data.fileId);
      expect(row.deleted).toBe(false);
      expect(await t.platform.files.has(row.storageKey)).toBe(true);
      expect((await t.request('GET', kept.body.data.link)).httpStatus).toBe(200);
    }
    for (const gone of [unlinked, unlinkedFile]) {
      const row = await rowOf(gone.body.data.fileId);
      expect(row.deleted).toBe(true);
      expect(await t.platform.files.has(row.storageKey)).toBe(false);
      expect((await t.request('GET', gone.body.data.link)).httpStatus).toBe(404);
    }

    // The link edited out of the statement: a grace period after the last check, it goes too.
    await t.platform.db
      .update(problem)
      .set({ description: 'No pictures any more.' })
      .where(eq(problem.problemId, 'MD-UPLOAD-1'));
    await runScheduledMaintenance(t.platform);
    expect((await rowOf(linkedUpload.body.data.fileId)).deleted).toBe(false);
    t.clock.advance(MARKDOWN_UPLOAD_GRACE_MS + 60_000);
    await runScheduledMaintenance(t.platform);
    const removed = await rowOf(linkedUpload.body.data.fileId);
    expect(removed.deleted).toBe(true);
    expect(await t.platform.files.has(removed.storageKey)).toBe(false);
    // The file still linked from the hint stays.
    expect((await rowOf(linkedFile.body.data.fileId)).deleted).toBe(false);
  });
});

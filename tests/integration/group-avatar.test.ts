import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { team, uploadedFile } from '../../worker/src/db/schema';
import { runScheduledMaintenance } from '../../worker/src/scheduled';
import { insertGroupWithMembers, insertGroupWithOwner } from '../support/group-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = { uid: string; username: string; token: string };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0];

let t: TestApp;
let rootToken: string;
let owner: User;
let groupRoot: User;
let admin: User;
let member: User;
let outsider: User;
let gid: number;

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.rootToken();
  const { group, users } = await insertGroupWithMembers(t, {
    groupRoot: 5,
    admin: 4,
    member: 3,
    outsider: 0,
  });
  ({ owner, groupRoot, admin, member, outsider } = users);
  gid = group.id;
});
afterAll(async () => {
  await t?.close();
});

function avatarForm(fields: {
  name?: string;
  header?: number[];
  size?: number;
  gid?: unknown;
  field?: string;
}) {
  const { name = 'avatar.png', header = PNG, size = 256, field = 'image' } = fields;
  const bytes = new Uint8Array(size);
  bytes.set(header);
  for (let i = header.length; i < size; i++) bytes[i] = i % 251;
  const form = new FormData();
  form.append(field, new File([bytes], name));
  if (fields.gid !== undefined) form.append('gid', String(fields.gid));
  return { form, bytes };
}

const upload = (token: string | null, form: FormData) =>
  t.request('POST', '/api/file/upload-group-avatar', { token, rawBody: form });
const avatarOf = async (id: number) =>
  (await t.platform.db.select().from(team).where(eq(team.id, id)))[0]!.avatar;

describe('POST /api/file/upload-group-avatar', () => {
  it('lets the owner set the avatar: answers the group, serves the image and drops the previous one', async () => {
    const first = avatarForm({ gid });
    const res = await upload(owner.token, first.form);
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Upload_Avatar_Successfully');
    expect(res.body.data).toMatchObject({ id: gid, owner: owner.username });
    const url = res.body.data.avatar as string;
    expect(url).toMatch(/^\/api\/public\/img\/.+\.png$/);
    expect(await avatarOf(gid)).toBe(url);
    const served = await t.request('GET', url);
    expect(served.httpStatus).toBe(200);
    expect(new Uint8Array(await served.raw.arrayBuffer())).toEqual(first.bytes);

    const second = await upload(groupRoot.token, avatarForm({ gid, name: 'next.gif', header: GIF }).form);
    expect(second.httpStatus).toBe(200);
    expect(second.body.data.avatar).not.toBe(url);
    expect((await t.request('GET', url)).httpStatus).toBe(404);
    const live = await t.platform.db
      .select()
      .from(uploadedFile)
      .where(
        and(
          eq(uploadedFile.gid, gid),
          eq(uploadedFile.type, 'group-avatar'),
          eq(uploadedFile.deleted, false),
        ),
      );
    expect(live).toHaveLength(1);
  });

  it('lets super admin set it and shows it in the list', async () => {
    const res = await upload(rootToken, avatarForm({ gid, name: 'root.png' }).form);
    expect(res.httpStatus).toBe(200);
    const list = await t.request('GET', '/api/get-group-list', { query: { limit: 120 } });
    const card = list.body.data.records.find((g: { id: number }) => g.id === gid);
    expect(card.avatar).toBe(res.body.data.avatar);
  });

  it('refuses a group admin, a member, an outsider and a visitor', async () => {
    const before = await avatarOf(gid);
    for (const u of [admin, member, outsider]) {
      expect((await upload(u.token, avatarForm({ gid }).form)).httpStatus).toBe(403);
    }
    expect((await upload(null, avatarForm({ gid }).form)).httpStatus).toBe(401);
    expect(await avatarOf(gid)).toBe(before);
  });

  it.each([
    ['me.svg', PNG, 'The file type is not supported, please upload one of: gif, jpg, jpeg, png, bmp, webp'],
    ['me', PNG, 'The file type is not supported, please upload one of: gif, jpg, jpeg, png, bmp, webp'],
    ['me.jpg', PNG, 'The file content is not a valid image of its type'],
  ])('refuses %s with the wrong type or content', async (name, header, msg) => {
    const before = await avatarOf(gid);
    const res = await upload(owner.token, avatarForm({ gid, name, header }).form);
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
    expect(await avatarOf(gid)).toBe(before);
  });

  it('accepts exactly 2 MB and refuses one byte more', async () => {
    const over = await upload(owner.token, avatarForm({ gid, size: 2_097_153 }).form);
    expect(over.httpStatus).toBe(400);
    expect(over.body.msg).toBe('The avatar must not be larger than 2 MB');
    expect((await upload(owner.token, avatarForm({ gid, size: 2_097_152 }).form)).httpStatus).toBe(200);
  });

  it('refuses a missing image, a bad gid and a body that is not multipart', async () => {
    const missing = await upload(owner.token, avatarForm({ gid, field: 'file' }).form);
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.msg).toBe('image is required: attach a file');
    for (const bad of [undefined, '0', '-1', '2147483648', 'abc']) {
      const res = await upload(owner.token, avatarForm({ gid: bad }).form);
      expect(res.httpStatus).toBe(400);
    }
    expect((await upload(owner.token, avatarForm({ gid: 2147483647 }).form)).httpStatus).toBe(404);
    const json = await t.request('POST', '/api/file/upload-group-avatar', {
      token: owner.token,
      body: { gid },
    });
    expect(json.httpStatus).toBe(400);
    expect(json.body.msg).toBe('The request must be multipart/form-data');
  });

  it('404s a disabled group for its owner', async () => {
    const disabled = await insertGroupWithOwner(t, owner, { status: 1 });
    expect((await upload(owner.token, avatarForm({ gid: disabled.id }).form)).httpStatus).toBe(404);
    expect((await upload(rootToken, avatarForm({ gid: disabled.id }).form)).httpStatus).toBe(200);
  });
});

describe('a disbanded group’s avatar', () => {
  it('is removed from the store by the maintenance run after the group is gone', async () => {
    const { group, users } = await insertGroupWithMembers(t, { member: 3 });
    const res = await upload(users.owner.token, avatarForm({ gid: group.id }).form);
    expect(res.httpStatus).toBe(200);
    const url = res.body.data.avatar as string;
    await runScheduledMaintenance(t.platform);
    expect((await t.request('GET', url)).httpStatus).toBe(200);

    const disbanded = await t.request('DELETE', '/api/group', {
      token: users.owner.token,
      query: { gid: group.id },
    });
    expect(disbanded.httpStatus).toBe(200);
    await runScheduledMaintenance(t.platform);
    expect((await t.request('GET', url)).httpStatus).toBe(404);
    const left = await t.platform.db
      .select({ deleted: uploadedFile.deleted })
      .from(uploadedFile)
      .where(and(eq(uploadedFile.gid, group.id), eq(uploadedFile.type, 'group-avatar')));
    expect(left).toEqual([{ deleted: true }]);
    // Other groups keep theirs.
    expect((await t.request('GET', (await avatarOf(gid)) ?? '')).httpStatus).toBe(200);
  });
});

import { GroupAuth } from '@contract/group';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMember, userSysNotice } from '../../worker/src/db/schema';
import { addGroupMember, insertGroupWithMembers, insertGroupWithOwner } from '../support/group-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let rootToken: string;

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.rootToken();
});
afterAll(async () => {
  await t?.close();
});

const apply = (token: string | null, body: unknown) =>
  t.request('POST', '/api/group/member', { token, body });
const change = (token: string | null, body: unknown) =>
  t.request('PUT', '/api/group/member', { token, body });
const remove = (token: string | null, gid: unknown, uid: unknown) =>
  t.request('DELETE', '/api/group/member', { token, query: { gid: gid as string, uid: uid as string } });
const exit = (token: string | null, gid: unknown) =>
  t.request('DELETE', '/api/group/member/exit', { token, query: { gid: gid as string } });
const levelOf = async (gid: number, uid: string) => {
  const [row] = await t.platform.db
    .select({ auth: groupMember.auth })
    .from(groupMember)
    .where(and(eq(groupMember.gid, gid), eq(groupMember.uid, uid)));
  return row?.auth ?? 0;
};
const reasonOf = async (gid: number, uid: string) => {
  const [row] = await t.platform.db
    .select({ reason: groupMember.reason })
    .from(groupMember)
    .where(and(eq(groupMember.gid, gid), eq(groupMember.uid, uid)));
  return row?.reason;
};
const noticesTo = (uid: string) =>
  t.platform.db.select().from(userSysNotice).where(eq(userSysNotice.recipientId, uid));

/** A group with one user at each level; `auth` is its type. */
async function groupWithEveryone(auth: number = GroupAuth.PUBLIC) {
  const { group, users } = await insertGroupWithMembers(
    t,
    { groupRoot: 5, admin: 4, member: 3, applicant: 1, refused: 2, outsider: 0 },
    { values: { auth }, reason: 'Let me in please' },
  );
  return { gid: group.id, group, ...users };
}

describe('POST /api/group/member (apply)', () => {
  it('takes a user into a public group at once and welcomes them', async () => {
    const { gid, outsider } = await groupWithEveryone();
    const res = await apply(outsider.token, { gid });
    expect(res.httpStatus).toBe(200);
    expect(await levelOf(gid, outsider.uid)).toBe(3);
    const notices = await noticesTo(outsider.uid);
    expect(notices.map((n) => n.title)).toEqual(['欢迎加入团队(Welcome to The Group)']);
    const access = await t.request('GET', '/api/get-group-access', { token: outsider.token, query: { gid } });
    expect(access.body.data).toEqual({ access: true });
  });

  it("reads HOJ's client form, gid, code and reason in the query", async () => {
    const { gid, outsider } = await groupWithEveryone(GroupAuth.PRIVATE);
    const wrong = await t.request('POST', '/api/group/member', {
      token: outsider.token,
      query: { gid, code: 'ZZZ999', reason: 'I study here' },
    });
    expect(wrong.httpStatus).toBe(400);
    expect(await levelOf(gid, outsider.uid)).toBe(0);
    const res = await t.request('POST', '/api/group/member', {
      token: outsider.token,
      query: { gid, code: 'ABC123', reason: 'I study here' },
    });
    expect(res.httpStatus).toBe(200);
    expect(await levelOf(gid, outsider.uid)).toBe(1);
  });

  it('records an application to a protected group with its reason and tells the group roots', async () => {
    const { gid, owner, groupRoot, admin, outsider } = await groupWithEveryone(GroupAuth.PROTECTED);
    const noReason = await apply(outsider.token, { gid });
    expect(noReason.httpStatus).toBe(400);
    expect(noReason.body.msg).toBe('The reason for applying is required');
    const short = await apply(outsider.token, { gid, reason: 'abcd' });
    expect(short.body.msg).toBe('The reason for applying must be 5 to 100 characters');
    const long = await apply(outsider.token, { gid, reason: 'x'.repeat(101) });
    expect(long.body.msg).toBe('The reason for applying must be 5 to 100 characters');
    expect(await levelOf(gid, outsider.uid)).toBe(0);

    const res = await apply(outsider.token, { gid, reason: 'abcde' });
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Apply Successfully');
    expect(await levelOf(gid, outsider.uid)).toBe(1);
    expect(await reasonOf(gid, outsider.uid)).toBe('abcde');
    for (const u of [owner, groupRoot]) {
      const notices = await noticesTo(u.uid);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.content).toContain(outsider.username);
    }
    expect(await noticesTo(admin.uid)).toEqual([]);
    const access = await t.request('GET', '/api/get-group-access', { token: outsider.token, query: { gid } });
    expect(access.body.data).toEqual({ access: false });
  });

  it('accepts a reason of exactly 100 characters', async () => {
    const { gid, outsider } = await groupWithEveryone(GroupAuth.PROTECTED);
    expect((await apply(outsider.token, { gid, reason: 'y'.repeat(100) })).httpStatus).toBe(200);
  });

  it('needs the right code and a reason for a private group', async () => {
    const { gid, outsider } = await groupWithEveryone(GroupAuth.PRIVATE);
    const noCode = await apply(outsider.token, { gid, reason: 'Let me in please' });
    expect(noCode.httpStatus).toBe(400);
    expect(noCode.body.msg).toBe('The invitation code is wrong, please try again');
    expect(
      (await apply(outsider.token, { gid, code: 'abc123', reason: 'Let me in please' })).httpStatus,
    ).toBe(400);
    const noReason = await apply(outsider.token, { gid, code: 'ABC123' });
    expect(noReason.body.msg).toBe('The reason for applying is required');
    expect(await levelOf(gid, outsider.uid)).toBe(0);
    expect(
      (await apply(outsider.token, { gid, code: 'ABC123', reason: 'Let me in please' })).httpStatus,
    ).toBe(200);
    expect(await levelOf(gid, outsider.uid)).toBe(1);
  });

  it('refuses a second application, a refused applicant and a member', async () => {
    const { gid, owner, member, applicant, refused } = await groupWithEveryone(GroupAuth.PROTECTED);
    const again = await apply(applicant.token, { gid, reason: 'Let me in again' });
    expect(again.httpStatus).toBe(403);
    expect(again.body.msg).toBe('You have already applied, please do not apply again!');
    const refusedAgain = await apply(refused.token, { gid, reason: 'Let me in again' });
    expect(refusedAgain.body.msg).toBe('Your application to this group has been refused');
    expect((await apply(member.token, { gid, reason: 'Let me in again' })).body.msg).toBe(
      'You are already a member of this group!',
    );
    expect((await apply(owner.token, { gid, reason: 'Let me in again' })).httpStatus).toBe(403);
    expect(await levelOf(gid, refused.uid)).toBe(2);
    expect(await reasonOf(gid, applicant.uid)).toBe('Let me in please');
  });

  it('lets only one of two concurrent joins through', async () => {
    const { gid, outsider } = await groupWithEveryone();
    const results = await Promise.all([apply(outsider.token, { gid }), apply(outsider.token, { gid })]);
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 403]);
    expect(await noticesTo(outsider.uid)).toHaveLength(1);
  });

  it('takes no one into a hidden or disabled group, and 404s a missing one', async () => {
    const owner = await t.createUser();
    const outsider = await t.createUser();
    const hidden = await insertGroupWithOwner(t, owner, { visible: false });
    const disabled = await insertGroupWithOwner(t, owner, { status: 1 });
    expect((await apply(outsider.token, { gid: hidden.id })).httpStatus).toBe(404);
    expect((await apply(outsider.token, { gid: disabled.id })).httpStatus).toBe(404);
    expect((await apply(outsider.token, { gid: 2147483647 })).httpStatus).toBe(404);
    expect((await apply(rootToken, { gid: hidden.id })).httpStatus).toBe(200);
  });

  it('refuses a visitor and bad input', async () => {
    const { gid, outsider } = await groupWithEveryone();
    expect((await apply(null, { gid })).httpStatus).toBe(401);
    for (const bad of [0, -1, 2147483648, 'abc', null]) {
      expect((await apply(outsider.token, { gid: bad })).httpStatus).toBe(400);
    }
    expect((await apply(outsider.token, { gid, reason: 'ab\u0000cdef' })).httpStatus).toBe(400);
    expect((await apply(outsider.token, { gid, code: 'x'.repeat(101) })).httpStatus).toBe(400);
    expect(await levelOf(gid, outsider.uid)).toBe(0);
  });
});

describe('GET /api/group/get-member-list and get-apply-list', () => {
  it('lists members (levels 3–5) to readers with username and avatar, newest first', async () => {
    const { gid, owner, groupRoot, admin, member, applicant, outsider } = await groupWithEveryone();
    const res = await t.request('GET', '/api/group/get-member-list', { token: member.token, query: { gid } });
    expect(res.httpStatus).toBe(200);
    const records = res.body.data.records as { uid: string; username: string; auth: number }[];
    expect(records.map((r) => r.uid).sort()).toEqual(
      [owner.uid, groupRoot.uid, admin.uid, member.uid].sort(),
    );
    expect(res.body.data.total).toBe(4);
    expect(records.find((r) => r.uid === admin.uid)).toMatchObject({
      username: admin.username,
      auth: 4,
      gid,
      avatar: null,
    });
    expect(records[0]).toHaveProperty('gmtModify');
    const filtered = await t.request('GET', '/api/group/get-member-list', {
      token: rootToken,
      query: { gid, auth: 4, keyword: admin.username.toUpperCase() },
    });
    expect(filtered.body.data.records.map((r: { uid: string }) => r.uid)).toEqual([admin.uid]);
    const paged = await t.request('GET', '/api/group/get-member-list', {
      token: owner.token,
      query: { gid, limit: 3, currentPage: 2 },
    });
    expect(paged.body.data.records).toHaveLength(1);

    for (const u of [applicant, outsider]) {
      const refused = await t.request('GET', '/api/group/get-member-list', {
        token: u.token,
        query: { gid },
      });
      expect(refused.httpStatus).toBe(403);
    }
    expect((await t.request('GET', '/api/group/get-member-list', { query: { gid } })).httpStatus).toBe(401);
  });

  it('lists applications (levels 1–2) with reasons to group admins only', async () => {
    const { gid, owner, admin, member, applicant, refused } = await groupWithEveryone();
    for (const token of [admin.token, owner.token, rootToken]) {
      const res = await t.request('GET', '/api/group/get-apply-list', { token, query: { gid } });
      expect(res.httpStatus).toBe(200);
      const rows = res.body.data.records as { uid: string; auth: number; reason: string }[];
      expect(rows.map((r) => r.uid).sort()).toEqual([applicant.uid, refused.uid].sort());
      expect(rows.find((r) => r.uid === applicant.uid)).toMatchObject({
        auth: 1,
        reason: 'Let me in please',
      });
    }
    const asMember = await t.request('GET', '/api/group/get-apply-list', {
      token: member.token,
      query: { gid },
    });
    expect(asMember.httpStatus).toBe(403);
    expect(asMember.body.msg).toBe('Sorry, only admins of this group may do this');
    const asApplicant = await t.request('GET', '/api/group/get-apply-list', {
      token: applicant.token,
      query: { gid },
    });
    expect(asApplicant.httpStatus).toBe(403);
  });

  it('404s a missing or disabled group and refuses bad ids', async () => {
    const owner = await t.createUser();
    const disabled = await insertGroupWithOwner(t, owner, { status: 1 });
    for (const path of ['/api/group/get-member-list', '/api/group/get-apply-list']) {
      expect(
        (await t.request('GET', path, { token: owner.token, query: { gid: disabled.id } })).httpStatus,
      ).toBe(404);
      expect(
        (await t.request('GET', path, { token: owner.token, query: { gid: 2147483647 } })).httpStatus,
      ).toBe(404);
      for (const bad of ['0', '-1', '2147483648', 'abc']) {
        expect((await t.request('GET', path, { token: owner.token, query: { gid: bad } })).httpStatus).toBe(
          400,
        );
      }
    }
  });
});

describe('PUT /api/group/member', () => {
  it('approves an application (3) and welcomes the applicant; refuses one (2) and tells them', async () => {
    const { gid, admin, applicant, outsider } = await groupWithEveryone(GroupAuth.PROTECTED);
    await apply(outsider.token, { gid, reason: 'Let me in please' });
    const approve = await change(admin.token, { gid, uid: applicant.uid, auth: 3 });
    expect(approve.httpStatus).toBe(200);
    expect(await levelOf(gid, applicant.uid)).toBe(3);
    expect((await noticesTo(applicant.uid)).map((n) => n.title)).toEqual([
      '欢迎加入团队(Welcome to The Group)',
    ]);
    const access = await t.request('GET', '/api/get-group-access', {
      token: applicant.token,
      query: { gid },
    });
    expect(access.body.data).toEqual({ access: true });

    const refuse = await change(admin.token, { gid, uid: outsider.uid, auth: 2 });
    expect(refuse.httpStatus).toBe(200);
    expect(await levelOf(gid, outsider.uid)).toBe(2);
    expect((await noticesTo(outsider.uid)).map((n) => n.title)).toEqual([
      '团队申请未通过(Group Application Refused)',
    ]);
    // A refused applicant may still be taken in later.
    expect((await change(admin.token, { gid, uid: outsider.uid, auth: 3 })).httpStatus).toBe(200);
    expect(await levelOf(gid, outsider.uid)).toBe(3);
  });

  it('never sets a member back to applying or refused', async () => {
    const { gid, owner, member } = await groupWithEveryone();
    for (const auth of [1, 2]) {
      const res = await change(owner.token, { gid, uid: member.uid, auth });
      expect(res.httpStatus).toBe(400);
      expect(res.body.msg).toBe('A member cannot be set back to applying or refused');
    }
    expect(await levelOf(gid, member.uid)).toBe(3);
  });

  it('needs the caller above both the current and the new level unless owner or super admin', async () => {
    const { gid, owner, groupRoot, admin, member, applicant } = await groupWithEveryone();
    // A group admin (4) may not grant admin (4) nor touch another admin.
    expect((await change(admin.token, { gid, uid: member.uid, auth: 4 })).httpStatus).toBe(403);
    expect((await change(admin.token, { gid, uid: groupRoot.uid, auth: 3 })).httpStatus).toBe(403);
    // A group root (5) grants admin but not root, and cannot touch another root.
    expect((await change(groupRoot.token, { gid, uid: member.uid, auth: 5 })).httpStatus).toBe(403);
    expect((await change(groupRoot.token, { gid, uid: member.uid, auth: 4 })).httpStatus).toBe(200);
    expect(await levelOf(gid, member.uid)).toBe(4);
    // Now an admin, the former member approves applications.
    const asMember = await change(member.token, { gid, uid: applicant.uid, auth: 3 });
    expect(asMember.httpStatus).toBe(200);
    const plain = await groupWithEveryone();
    // A plain member changes nothing.
    const byPlainMember = await change(plain.member.token, {
      gid: plain.gid,
      uid: plain.applicant.uid,
      auth: 3,
    });
    expect(byPlainMember.httpStatus).toBe(403);
    expect(await levelOf(plain.gid, plain.applicant.uid)).toBe(1);
    // The owner and super admin set any level, root included.
    expect((await change(owner.token, { gid, uid: groupRoot.uid, auth: 3 })).httpStatus).toBe(200);
    expect((await change(rootToken, { gid, uid: groupRoot.uid, auth: 5 })).httpStatus).toBe(200);
    expect(await levelOf(gid, groupRoot.uid)).toBe(5);
    // A group admin cannot raise themselves.
    expect((await change(admin.token, { gid, uid: admin.uid, auth: 5 })).httpStatus).toBe(403);
    expect(await levelOf(gid, admin.uid)).toBe(4);
  });

  it("never changes the owner's row", async () => {
    const { gid, owner, groupRoot } = await groupWithEveryone();
    for (const token of [groupRoot.token, owner.token, rootToken]) {
      const res = await change(token, { gid, uid: owner.uid, auth: 3 });
      expect(res.httpStatus).toBe(403);
      expect(res.body.msg).toBe("Sorry, the owner's membership cannot be changed");
    }
    expect(await levelOf(gid, owner.uid)).toBe(5);
  });

  it('refuses outsiders, visitors, unknown users and bad input', async () => {
    const { gid, member, applicant, outsider, owner } = await groupWithEveryone();
    expect((await change(outsider.token, { gid, uid: applicant.uid, auth: 3 })).httpStatus).toBe(403);
    expect((await change(applicant.token, { gid, uid: applicant.uid, auth: 3 })).httpStatus).toBe(403);
    expect((await change(null, { gid, uid: applicant.uid, auth: 3 })).httpStatus).toBe(401);
    const unknown = await change(owner.token, { gid, uid: outsider.uid, auth: 3 });
    expect(unknown.httpStatus).toBe(404);
    expect(unknown.body.msg).toBe('The user is not in this group');
    for (const auth of [0, 6, -1, 'abc', null, 2147483648]) {
      expect((await change(owner.token, { gid, uid: member.uid, auth })).httpStatus).toBe(400);
    }
    for (const bad of [0, -1, 2147483648, 'abc']) {
      expect((await change(owner.token, { gid: bad, uid: member.uid, auth: 4 })).httpStatus).toBe(400);
    }
    expect((await change(owner.token, { gid, uid: '', auth: 4 })).httpStatus).toBe(400);
    expect((await change(owner.token, { gid, uid: 'x'.repeat(65), auth: 4 })).httpStatus).toBe(400);
    expect((await change(owner.token, { gid: 2147483647, uid: member.uid, auth: 4 })).httpStatus).toBe(404);
    expect(await levelOf(gid, member.uid)).toBe(3);
    expect(await levelOf(gid, applicant.uid)).toBe(1);
  });

  it('welcomes an applicant once when two admins approve at the same time', async () => {
    const { gid, owner, groupRoot, applicant } = await groupWithEveryone();
    const results = await Promise.all([
      change(owner.token, { gid, uid: applicant.uid, auth: 3 }),
      change(groupRoot.token, { gid, uid: applicant.uid, auth: 3 }),
    ]);
    expect(results.map((r) => r.httpStatus)).toEqual([200, 200]);
    expect(await noticesTo(applicant.uid)).toHaveLength(1);
  });
});

describe('DELETE /api/group/member', () => {
  it('lets a group admin remove a lower member, who is told and loses access at once', async () => {
    const { gid, admin, member } = await groupWithEveryone();
    const res = await remove(admin.token, gid, member.uid);
    expect(res.httpStatus).toBe(200);
    expect(await levelOf(gid, member.uid)).toBe(0);
    const notices = await noticesTo(member.uid);
    expect(notices.map((n) => n.title)).toEqual(['移除团队成员通知(Remove Group Member Notice)']);
    expect(notices[0]!.content).toContain(admin.username);
    const access = await t.request('GET', '/api/get-group-access', { token: member.token, query: { gid } });
    expect(access.body.data).toEqual({ access: false });
    const read = await t.request('GET', '/api/group/get-member-list', {
      token: member.token,
      query: { gid },
    });
    expect(read.httpStatus).toBe(403);
  });

  it('lets a group admin drop an application', async () => {
    const { gid, admin, applicant } = await groupWithEveryone();
    expect((await remove(admin.token, gid, applicant.uid)).httpStatus).toBe(200);
    expect(await levelOf(gid, applicant.uid)).toBe(0);
    expect(await noticesTo(applicant.uid)).toEqual([]);
  });

  it('refuses removing an equal or higher level, oneself and the owner', async () => {
    const { gid, owner, groupRoot, admin, member } = await groupWithEveryone();
    const otherAdmin = await t.createUser();
    await addGroupMember(t, gid, otherAdmin.uid, 4);
    expect((await remove(admin.token, gid, otherAdmin.uid)).httpStatus).toBe(403);
    expect((await remove(admin.token, gid, groupRoot.uid)).httpStatus).toBe(403);
    expect((await remove(member.token, gid, admin.uid)).httpStatus).toBe(403);
    const self = await remove(admin.token, gid, admin.uid);
    expect(self.httpStatus).toBe(400);
    expect(self.body.msg).toBe('You cannot remove yourself: exit the group instead');
    for (const token of [groupRoot.token, rootToken]) {
      const res = await remove(token, gid, owner.uid);
      expect(res.httpStatus).toBe(403);
      expect(res.body.msg).toBe('Sorry, the owner of the group cannot be removed');
    }
    for (const u of [owner, groupRoot, admin, otherAdmin, member])
      expect(await levelOf(gid, u.uid)).toBeGreaterThan(2);
    // The owner and super admin remove any other level.
    expect((await remove(owner.token, gid, groupRoot.uid)).httpStatus).toBe(200);
    expect((await remove(rootToken, gid, otherAdmin.uid)).httpStatus).toBe(200);
  });

  it('refuses outsiders, visitors, unknown users and bad input', async () => {
    const { gid, owner, member, outsider } = await groupWithEveryone();
    expect((await remove(outsider.token, gid, member.uid)).httpStatus).toBe(403);
    expect((await remove(null, gid, member.uid)).httpStatus).toBe(401);
    expect((await remove(owner.token, gid, outsider.uid)).httpStatus).toBe(404);
    for (const bad of ['0', '-1', '2147483648', 'abc']) {
      expect((await remove(owner.token, bad, member.uid)).httpStatus).toBe(400);
    }
    expect((await remove(owner.token, gid, '')).httpStatus).toBe(400);
    expect((await remove(owner.token, gid, 'a\u0000b')).httpStatus).toBe(400);
    expect(await levelOf(gid, member.uid)).toBe(3);
  });
});

describe('DELETE /api/group/member/exit', () => {
  it('lets a member exit, losing access at once', async () => {
    const { gid, admin } = await groupWithEveryone();
    const res = await exit(admin.token, gid);
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Exit Successfully');
    expect(await levelOf(gid, admin.uid)).toBe(0);
    const access = await t.request('GET', '/api/get-group-access', { token: admin.token, query: { gid } });
    expect(access.body.data).toEqual({ access: false });
    const read = await t.request('GET', '/api/group/get-announcement-list', {
      token: admin.token,
      query: { gid },
    });
    expect(read.httpStatus).toBe(403);
    const again = await exit(admin.token, gid);
    expect(again.httpStatus).toBe(403);
  });

  it('keeps the owner, who must disband instead, and refuses non-members', async () => {
    const { gid, owner, applicant, refused, outsider } = await groupWithEveryone();
    const asOwner = await exit(owner.token, gid);
    expect(asOwner.httpStatus).toBe(400);
    expect(asOwner.body.msg).toBe('As the owner of this group you can only disband it, not exit it');
    expect(await levelOf(gid, owner.uid)).toBe(5);
    for (const u of [applicant, refused, outsider]) {
      const res = await exit(u.token, gid);
      expect(res.httpStatus).toBe(403);
      expect(res.body.msg).toBe('You are not a member of this group, so you cannot exit it');
    }
    expect(await levelOf(gid, applicant.uid)).toBe(1);
    expect((await exit(null, gid)).httpStatus).toBe(401);
    for (const bad of ['0', '-1', '2147483648', 'abc'])
      expect((await exit(owner.token, bad)).httpStatus).toBe(400);
    expect((await exit(owner.token, 2147483647)).httpStatus).toBe(404);
  });
});

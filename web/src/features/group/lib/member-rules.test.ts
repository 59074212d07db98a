import { describe, expect, it } from 'vitest';
import {
  canApproveApplication,
  canChangeMemberAuth,
  canGrantMemberAuth,
  canRefuseApplication,
  canRemoveMember,
  MEMBER_AUTH_OPTIONS,
  type MemberActor,
  managesMembers,
} from './member-rules';

const OWNER = 'owner-uid';
const actor = (level: number, extra: Partial<MemberActor> = {}): MemberActor => ({
  uid: 'me',
  level,
  isSuperAdmin: false,
  isOwner: false,
  ...extra,
});
const superAdmin = actor(0, { isSuperAdmin: true });
const owner = actor(5, { uid: OWNER, isOwner: true });
const row = (auth: number, uid = `user-${auth}`) => ({ uid, auth });
const enabledOptions = (who: MemberActor, auth: number) =>
  MEMBER_AUTH_OPTIONS.filter((option) => canGrantMemberAuth(who, row(auth), option));

describe('managesMembers', () => {
  it('is for group admins, roots, the owner and super admins only', () => {
    expect([0, 1, 2, 3].map((level) => managesMembers(actor(level)))).toEqual([false, false, false, false]);
    expect(managesMembers(actor(4))).toBe(true);
    expect(managesMembers(actor(5))).toBe(true);
    expect(managesMembers(owner)).toBe(true);
    expect(managesMembers(superAdmin)).toBe(true);
  });
});

describe('canChangeMemberAuth (the select of a row)', () => {
  it('is closed when the row is at or above the actor’s own level', () => {
    expect(canChangeMemberAuth(actor(4), row(4), OWNER)).toBe(false);
    expect(canChangeMemberAuth(actor(4), row(5), OWNER)).toBe(false);
    expect(canChangeMemberAuth(actor(5), row(5), OWNER)).toBe(false);
  });

  it('is open for rows below the actor’s level', () => {
    expect([1, 2, 3].map((auth) => canChangeMemberAuth(actor(4), row(auth), OWNER))).toEqual([
      true,
      true,
      true,
    ]);
    expect(canChangeMemberAuth(actor(5), row(4), OWNER)).toBe(true);
  });

  it('is open on every row for the owner and a super admin, even one who is not a member', () => {
    for (const auth of [1, 2, 3, 4, 5]) {
      expect(canChangeMemberAuth(owner, row(auth), OWNER)).toBe(true);
      expect(canChangeMemberAuth(superAdmin, row(auth), OWNER)).toBe(true);
    }
  });

  it('is closed on the owner’s row for everyone, the owner included', () => {
    for (const who of [owner, superAdmin, actor(5)]) {
      expect(canChangeMemberAuth(who, row(5, OWNER), OWNER)).toBe(false);
    }
  });

  it('is closed for plain members even on applications', () => {
    expect(canChangeMemberAuth(actor(3), row(1), OWNER)).toBe(false);
    expect(canChangeMemberAuth(actor(3), row(2), OWNER)).toBe(false);
  });
});

describe('canGrantMemberAuth (the options of a row)', () => {
  it('offers applying and refused only while the row is not a member', () => {
    for (const auth of [1, 2]) {
      expect(enabledOptions(owner, auth)).toEqual([1, 2, 3, 4, 5]);
    }
    for (const auth of [3, 4, 5]) {
      expect(enabledOptions(owner, auth)).toEqual([3, 4, 5]);
      expect(enabledOptions(superAdmin, auth)).toEqual([3, 4, 5]);
    }
  });

  it('offers member, admin and root only below the actor’s own level', () => {
    expect(enabledOptions(actor(4), 1)).toEqual([1, 2, 3]);
    expect(enabledOptions(actor(4), 3)).toEqual([3]);
    expect(enabledOptions(actor(5), 1)).toEqual([1, 2, 3, 4]);
    expect(enabledOptions(actor(5), 3)).toEqual([3, 4]);
  });
});

describe('canRemoveMember', () => {
  it('lets the owner remove anyone but themselves', () => {
    for (const auth of [1, 2, 3, 4, 5]) expect(canRemoveMember(owner, row(auth), OWNER)).toBe(true);
    expect(canRemoveMember(owner, row(5, OWNER), OWNER)).toBe(false);
  });

  it('lets others remove only members below their own level', () => {
    expect(canRemoveMember(actor(4), row(3), OWNER)).toBe(true);
    expect(canRemoveMember(actor(4), row(1), OWNER)).toBe(true);
    expect(canRemoveMember(actor(4), row(4), OWNER)).toBe(false);
    expect(canRemoveMember(actor(4), row(5), OWNER)).toBe(false);
    expect(canRemoveMember(actor(5), row(4), OWNER)).toBe(true);
    expect(canRemoveMember(actor(5), row(5), OWNER)).toBe(false);
  });

  it('never removes oneself or the owner', () => {
    expect(canRemoveMember(actor(5), row(3, 'me'), OWNER)).toBe(false);
    expect(canRemoveMember(superAdmin, row(3, 'me'), OWNER)).toBe(false);
    expect(canRemoveMember(superAdmin, row(5, OWNER), OWNER)).toBe(false);
    expect(canRemoveMember(actor(5), row(5, OWNER), OWNER)).toBe(false);
  });

  it('lets a super admin remove any other member, as the server does', () => {
    for (const auth of [1, 2, 3, 4, 5]) expect(canRemoveMember(superAdmin, row(auth), OWNER)).toBe(true);
  });

  it('never lets plain members or applicants remove anyone', () => {
    for (const level of [0, 1, 2, 3]) expect(canRemoveMember(actor(level), row(1), OWNER)).toBe(false);
  });
});

describe('applications', () => {
  it('are approved by group admins and refused only while pending', () => {
    expect(canApproveApplication(actor(4), row(1), OWNER)).toBe(true);
    expect(canApproveApplication(actor(4), row(2), OWNER)).toBe(true);
    expect(canRefuseApplication(actor(4), row(1), OWNER)).toBe(true);
    expect(canRefuseApplication(actor(4), row(2), OWNER)).toBe(false);
  });

  it('are neither approved nor refused once the row is a member', () => {
    for (const auth of [3, 4, 5]) {
      expect(canApproveApplication(owner, row(auth), OWNER)).toBe(false);
      expect(canRefuseApplication(owner, row(auth), OWNER)).toBe(false);
    }
  });

  it('are not handled by plain members', () => {
    expect(canApproveApplication(actor(3), row(1), OWNER)).toBe(false);
    expect(canRefuseApplication(actor(3), row(1), OWNER)).toBe(false);
  });
});

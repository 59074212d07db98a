import { describe, expect, it } from 'vitest';
import { groupAction, groupRoles } from './group-roles';

const GROUP = { uid: 'owner' };
const member = { uid: 'ada', isSuperAdmin: false };

describe('groupRoles', () => {
  it('reads member, admin and root from the level', () => {
    expect(groupRoles(GROUP, 3, member, true)).toMatchObject({
      isMember: true,
      isAdmin: false,
      isRoot: false,
    });
    expect(groupRoles(GROUP, 4, member, true)).toMatchObject({
      isMember: true,
      isAdmin: true,
      isRoot: false,
    });
    expect(groupRoles(GROUP, 5, member, true)).toMatchObject({ isMember: true, isAdmin: true, isRoot: true });
  });

  it('makes the owner and a super admin root without a member row', () => {
    expect(groupRoles(GROUP, 0, { uid: 'owner', isSuperAdmin: false }, true)).toMatchObject({
      isOwner: true,
      isRoot: true,
      menuDisabled: false,
    });
    expect(groupRoles(GROUP, 0, { uid: 'boss', isSuperAdmin: true }, true)).toMatchObject({
      isOwner: false,
      isRoot: true,
      isMember: true,
    });
  });

  it('keeps applicants and refused users out of the tabs unless access was granted', () => {
    for (const level of [0, 1, 2]) {
      const roles = groupRoles(GROUP, level, member, false);
      expect(roles).toMatchObject({ isMember: false, isAdmin: false, isRoot: false, menuDisabled: true });
    }
    expect(groupRoles(GROUP, 0, member, true).menuDisabled).toBe(false);
  });
});

describe('groupAction', () => {
  it('follows HOJ: disband, exit, apply, applying, refused', () => {
    expect(groupAction({ isOwner: true, isMember: true }, 0, false)).toBe('disband');
    expect(groupAction({ isOwner: false, isMember: true }, 0, true)).toBe('disband');
    expect(groupAction({ isOwner: false, isMember: true }, 5, false)).toBe('exit');
    expect(groupAction({ isOwner: false, isMember: true }, 3, false)).toBe('exit');
    expect(groupAction({ isOwner: false, isMember: false }, 0, false)).toBe('apply');
    expect(groupAction({ isOwner: false, isMember: false }, 1, false)).toBe('applying');
    expect(groupAction({ isOwner: false, isMember: false }, 2, false)).toBe('refused');
  });
});

import { GroupMemberAuth } from '@contract/group';

/**
 * Who may change whose membership (spec 3 §4, §6), as the group members page shows it. The server
 * checks the same rules again; these only decide which controls are offered.
 */
export interface MemberActor {
  /** The signed-in user's uid. */
  uid: string;
  /** The signed-in user's group level: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
  level: number;
  isSuperAdmin: boolean;
  isOwner: boolean;
}

/** The member row a rule is asked about. */
export interface MemberTarget {
  uid: string;
  auth: number;
}

/** The choices of the auth select, in order. */
export const MEMBER_AUTH_OPTIONS = [
  GroupMemberAuth.APPLYING,
  GroupMemberAuth.REFUSED,
  GroupMemberAuth.MEMBER,
  GroupMemberAuth.ADMIN,
  GroupMemberAuth.ROOT,
] as const;

/** Super admins and the owner stand above every level of the group. */
const outranksEveryone = (actor: MemberActor) => actor.isSuperAdmin || actor.isOwner;

/** Group admins (level 4+), the owner and super admins manage members at all. */
export function managesMembers(actor: MemberActor): boolean {
  return outranksEveryone(actor) || actor.level >= GroupMemberAuth.ADMIN;
}

/**
 * The auth select of a row is open when the actor outranks the row (super admin, owner, or a level
 * above the row's auth). The owner's own row is never open: the server refuses to change it.
 */
export function canChangeMemberAuth(actor: MemberActor, target: MemberTarget, ownerUid: string): boolean {
  if (!managesMembers(actor) || target.uid === ownerUid) return false;
  return outranksEveryone(actor) || target.auth < actor.level;
}

/**
 * Whether the select offers `option` for the row: applying and refused only while the row is not a
 * member yet (a member cannot be sent back to an application), member, admin and root only below
 * the actor's own level unless the actor is a super admin or the owner.
 */
export function canGrantMemberAuth(actor: MemberActor, target: MemberTarget, option: number): boolean {
  if (option === GroupMemberAuth.APPLYING || option === GroupMemberAuth.REFUSED) {
    return target.auth < GroupMemberAuth.MEMBER;
  }
  return outranksEveryone(actor) || option < actor.level;
}

/**
 * Removing a member: the owner removes anyone, a super admin too (the server lets them), others
 * only members below their own level; nobody removes themselves (they exit) or the owner.
 */
export function canRemoveMember(actor: MemberActor, target: MemberTarget, ownerUid: string): boolean {
  if (!managesMembers(actor) || target.uid === actor.uid || target.uid === ownerUid) return false;
  return outranksEveryone(actor) || target.auth < actor.level;
}

/** Approving an application makes the applicant a member (auth 3). */
export function canApproveApplication(actor: MemberActor, target: MemberTarget, ownerUid: string): boolean {
  return (
    target.auth < GroupMemberAuth.MEMBER &&
    canChangeMemberAuth(actor, target, ownerUid) &&
    canGrantMemberAuth(actor, target, GroupMemberAuth.MEMBER)
  );
}

/** Refusing is for applications still pending (auth 1). */
export function canRefuseApplication(actor: MemberActor, target: MemberTarget, ownerUid: string): boolean {
  return target.auth === GroupMemberAuth.APPLYING && canChangeMemberAuth(actor, target, ownerUid);
}

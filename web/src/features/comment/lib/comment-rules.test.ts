import { COMMENT_CONTENT_MAX } from '@contract/comment';
import { describe, expect, it } from 'vitest';
import { canDelete, canReplyToComment } from './comment-permissions';
import type { CommentTarget } from './comment-target';
import { insertAtSelection } from './insert-text';
import { contentProblem } from './validate-content';

const discussion: CommentTarget = { kind: 'discussion', id: 7 };
const contest = (isContestAdmin: boolean): CommentTarget => ({
  kind: 'contest',
  id: 3,
  isContestAdmin,
  ownerName: 'setter',
});
const user = { uid: 'me', isSiteAdmin: false };
const admin = { uid: 'boss', isSiteAdmin: true };
const guest = { uid: null, isSiteAdmin: false };

describe('who sees Delete (spec 2 §6)', () => {
  it('shows it to the author everywhere', () => {
    expect(canDelete(discussion, user, 'me')).toBe(true);
    expect(canDelete(contest(false), user, 'me')).toBe(true);
  });

  it('shows it to admin roles outside contests only', () => {
    expect(canDelete(discussion, admin, 'someone')).toBe(true);
    expect(canDelete(contest(false), admin, 'someone')).toBe(false);
  });

  it('shows it to contest admins in their contest', () => {
    expect(canDelete(contest(true), user, 'someone')).toBe(true);
    expect(canDelete(discussion, user, 'someone')).toBe(false);
  });

  it("shows it on a group's discussion to the group's admins, not to other site admins", () => {
    const groupDiscussion = (isGroupAdmin: boolean): CommentTarget => ({
      kind: 'discussion',
      id: 8,
      isGroupAdmin,
    });
    expect(canDelete(groupDiscussion(true), user, 'someone')).toBe(true);
    expect(canDelete(groupDiscussion(false), admin, 'someone')).toBe(false);
    expect(canDelete(groupDiscussion(false), user, 'me')).toBe(true);
  });

  it('never shows it to guests', () => {
    expect(canDelete(discussion, guest, 'someone')).toBe(false);
  });
});

describe('who may reply to a contest comment (spec 2 §6)', () => {
  const byRoot = { fromUid: 'root-uid', fromName: 'root', fromRole: 'root' as const };
  const byOwner = { fromUid: 'setter-uid', fromName: 'setter', fromRole: 'user' as const };
  const byPlayer = { fromUid: 'p', fromName: 'player', fromRole: 'user' as const };

  it('lets anyone reply outside contests', () => {
    expect(canReplyToComment(discussion, guest, byRoot)).toBe(true);
  });

  it("refuses ordinary users on a root's or the owner's comment in a contest", () => {
    expect(canReplyToComment(contest(false), user, byRoot)).toBe(false);
    expect(canReplyToComment(contest(false), user, byOwner)).toBe(false);
    expect(canReplyToComment(contest(false), user, byPlayer)).toBe(true);
  });

  it('lets the comment author and contest admins reply', () => {
    expect(canReplyToComment(contest(false), { uid: 'root-uid', isSiteAdmin: true }, byRoot)).toBe(true);
    expect(canReplyToComment(contest(true), user, byOwner)).toBe(true);
  });
});

describe('comment content (spec 2 §5)', () => {
  it('refuses blank text and text over the limit', () => {
    expect(contentProblem('')).toBe('empty');
    expect(contentProblem(' \n\t ')).toBe('empty');
    expect(contentProblem('x'.repeat(COMMENT_CONTENT_MAX))).toBeNull();
    expect(contentProblem('x'.repeat(COMMENT_CONTENT_MAX + 1))).toBe('tooLong');
  });

  it('inserts over the selection and puts the caret after the insert', () => {
    expect(insertAtSelection('hello world', 6, 11, '😀')).toEqual({ value: 'hello 😀', caret: 8 });
    expect(insertAtSelection('ab', 9, 9, 'c')).toEqual({ value: 'abc', caret: 3 });
  });
});

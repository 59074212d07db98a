import { describe, expect, it } from 'vitest';
import {
  groupProblemIdError,
  groupTrainingView,
  groupTrainingViewSearch,
  isOwnGroupProblem,
  managesGroupTraining,
  PROBLEM_AUTH_OPTIONS,
  problemAuthLocked,
} from './group-training-rules';

const viewer = (isAdmin: boolean, isRoot: boolean) => ({ gid: 5, isAdmin, isRoot, username: 'me' });

describe('group training rules', () => {
  it('lets the author while a group admin, and the group roots, manage a training', () => {
    expect(managesGroupTraining(viewer(true, false), { author: 'me' })).toBe(true);
    expect(managesGroupTraining(viewer(true, false), { author: 'other' })).toBe(false);
    expect(managesGroupTraining(viewer(false, false), { author: 'me' })).toBe(false);
    expect(managesGroupTraining(viewer(true, true), { author: 'other' })).toBe(true);
  });

  it('locks the auth select and hides edit/download/delete for problems not of this group', () => {
    expect(isOwnGroupProblem({ gid: 5 }, { gid: 5 })).toBe(true);
    expect(problemAuthLocked({ gid: 5 }, { gid: 5 })).toBe(false);
    for (const gid of [6, null]) {
      expect(isOwnGroupProblem({ gid: 5 }, { gid })).toBe(false);
      expect(problemAuthLocked({ gid: 5 }, { gid })).toBe(true);
    }
    expect(PROBLEM_AUTH_OPTIONS.map((o) => [o.value, o.disabled])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('asks for a problem id of at most 100 characters', () => {
    expect(groupProblemIdError('')).toBe('required');
    expect(groupProblemIdError('   ')).toBe('required');
    expect(groupProblemIdError('x'.repeat(101))).toBe('tooLong');
    expect(groupProblemIdError(` ${'x'.repeat(100)} `)).toBeNull();
  });

  it('reads the admin views from the query string for group admins only', () => {
    const params = (search: string) => new URLSearchParams(search);
    expect(groupTrainingView(params('view=admin'), false)).toEqual({ kind: 'list' });
    expect(groupTrainingView(params('view=admin'), true)).toEqual({ kind: 'admin' });
    expect(groupTrainingView(params('view=edit&tid=7'), true)).toEqual({ kind: 'edit', tid: 7 });
    expect(groupTrainingView(params('view=problems&tid=0'), true)).toEqual({ kind: 'list' });
    expect(groupTrainingView(params('view=edit&tid=abc'), true)).toEqual({ kind: 'list' });
    expect(groupTrainingViewSearch({ kind: 'problems', tid: 7 })).toBe('?view=problems&tid=7');
    expect(groupTrainingViewSearch({ kind: 'list' })).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { activeGroupTab, groupTabPath, visibleGroupTabs } from './group-tabs';

describe('visibleGroupTabs', () => {
  it('shows announcements to admins, settings to the root and discussions behind the site flag', () => {
    expect(visibleGroupTabs({ isAdmin: false, isRoot: false, openGroupDiscussion: true })).toEqual([
      'home',
      'problem',
      'training',
      'contest',
      'status',
      'discussion',
      'member',
      'rank',
    ]);
    expect(visibleGroupTabs({ isAdmin: true, isRoot: false, openGroupDiscussion: false })).toEqual([
      'home',
      'problem',
      'training',
      'contest',
      'status',
      'member',
      'announcement',
      'rank',
    ]);
    expect(visibleGroupTabs({ isAdmin: true, isRoot: true, openGroupDiscussion: true })).toContain('setting');
  });
});

describe('activeGroupTab', () => {
  it('maps detail pages to the tab of their list', () => {
    expect(activeGroupTab('/group/7', 7)).toBe('home');
    expect(activeGroupTab('/group/7/', 7)).toBe('home');
    expect(activeGroupTab('/group/7/problem/G1001', 7)).toBe('problem');
    expect(activeGroupTab('/group/7/training/3/rank', 7)).toBe('training');
    expect(activeGroupTab('/group/7/submission-detail/99', 7)).toBe('status');
    expect(activeGroupTab('/group/7/discussion-detail/5', 7)).toBe('discussion');
    expect(activeGroupTab('/group/7/setting', 7)).toBe('setting');
    expect(activeGroupTab('/group/7/unknown', 7)).toBe('home');
  });

  it('links each tab under the group', () => {
    expect(groupTabPath(7, 'home')).toBe('/group/7');
    expect(groupTabPath(7, 'member')).toBe('/group/7/member');
  });
});

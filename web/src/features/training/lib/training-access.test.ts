import { describe, expect, it } from 'vitest';
import {
  activeTrainingTab,
  isTrainingAdmin,
  passingRate,
  trainingMenuDisabled,
  trainingPasswordFormVisible,
  trainingProgress,
  trainingTabs,
} from './training-access';

const PRIVATE = { auth: 'Private' as const };
const PUBLIC = { auth: 'Public' as const };

describe('training access', () => {
  it('counts the author and a super admin as training admins, nobody logged out', () => {
    expect(isTrainingAdmin({ author: 'ada' }, { username: 'ada', isRoot: false })).toBe(true);
    expect(isTrainingAdmin({ author: 'ada' }, { username: 'bob', isRoot: true })).toBe(true);
    expect(isTrainingAdmin({ author: 'ada' }, { username: 'bob', isRoot: false })).toBe(false);
    expect(isTrainingAdmin({ author: 'ada' }, null)).toBe(false);
  });

  it('locks a private training until registration, never a public one or for its admin', () => {
    expect(trainingMenuDisabled(PRIVATE, false, false)).toBe(true);
    expect(trainingMenuDisabled(PRIVATE, false, true)).toBe(false);
    expect(trainingMenuDisabled(PRIVATE, true, false)).toBe(false);
    expect(trainingMenuDisabled(PUBLIC, false, false)).toBe(false);
  });

  it('shows the password form only while a private training is not yet registered', () => {
    expect(trainingPasswordFormVisible(PRIVATE, false, false)).toBe(true);
    expect(trainingPasswordFormVisible(PRIVATE, false, true)).toBe(false);
    expect(trainingPasswordFormVisible(PRIVATE, true, false)).toBe(false);
    expect(trainingPasswordFormVisible(PUBLIC, false, false)).toBe(false);
  });
});

describe('training percentages', () => {
  it('gives progress to 2 decimals and 100 for a training without problems', () => {
    expect(trainingProgress(1, 3)).toBe(33.33);
    expect(trainingProgress(2, 3)).toBe(66.67);
    expect(trainingProgress(0, 4)).toBe(0);
    expect(trainingProgress(null, 4)).toBe(0);
    expect(trainingProgress(0, 0)).toBe(100);
  });

  it('gives the AC rate to 2 decimals and 0 when nobody submitted', () => {
    expect(passingRate(1, 3)).toBe(33.33);
    expect(passingRate(5, 5)).toBe(100);
    expect(passingRate(0, 0)).toBe(0);
  });
});

describe('training tabs', () => {
  it('offers the Rank tab only in private trainings', () => {
    expect(trainingTabs(PUBLIC)).toEqual(['overview', 'problems']);
    expect(trainingTabs(PRIVATE)).toEqual(['overview', 'problems', 'rank']);
  });

  it('keeps a problem opened from the list on the Problems tab', () => {
    expect(activeTrainingTab('/training/7', '7')).toBe('overview');
    expect(activeTrainingTab('/training/7/', '7')).toBe('overview');
    expect(activeTrainingTab('/training/7/problems', '7')).toBe('problems');
    expect(activeTrainingTab('/training/7/problem/1000', '7')).toBe('problems');
    expect(activeTrainingTab('/training/7/rank', '7')).toBe('rank');
  });
});

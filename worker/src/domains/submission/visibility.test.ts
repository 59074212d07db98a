import { Role } from '@contract/roles';
import { describe, expect, it } from 'vitest';
import { type CodeVisibilityInput, canSeeCode, hidesRunDetails, showsErrorMessage } from './visibility';

const owner = { uid: 'owner', roles: [Role.DEFAULT_USER] };
const stranger = { uid: 'stranger', roles: [Role.DEFAULT_USER] };
const admin = { uid: 'admin', roles: [Role.ADMIN] };
const problemAdmin = { uid: 'padmin', roles: [Role.PROBLEM_ADMIN] };

const base: CodeVisibilityInput = {
  viewer: stranger,
  owner: 'owner',
  share: false,
  problemCodeShare: true,
  contest: null,
  hideNonContestCode: false,
};

const running = { isContestAdmin: false, running: true, ended: false, resultsSealed: false };

describe('canSeeCode outside contests', () => {
  it('shows the owner their code and hides it from others', () => {
    expect(canSeeCode({ ...base, viewer: owner })).toBe(true);
    expect(canSeeCode(base)).toBe(false);
    expect(canSeeCode({ ...base, viewer: null })).toBe(false);
  });

  it('shows shared code only when the problem allows sharing', () => {
    expect(canSeeCode({ ...base, share: true })).toBe(true);
    expect(canSeeCode({ ...base, viewer: null, share: true })).toBe(true);
    expect(canSeeCode({ ...base, share: true, problemCodeShare: false })).toBe(false);
  });

  it('shows every admin role everything', () => {
    expect(canSeeCode({ ...base, viewer: admin })).toBe(true);
    expect(canSeeCode({ ...base, viewer: problemAdmin, hideNonContestCode: true })).toBe(true);
  });

  it('hides even the owner when the site hides non-contest code', () => {
    expect(canSeeCode({ ...base, viewer: owner, hideNonContestCode: true })).toBe(false);
    expect(canSeeCode({ ...base, share: true, hideNonContestCode: true })).toBe(false);
  });
});

describe('canSeeCode inside contests', () => {
  it('shows the owner and the contest admins while the contest runs', () => {
    expect(canSeeCode({ ...base, viewer: owner, contest: running })).toBe(true);
    expect(canSeeCode({ ...base, contest: { ...running, isContestAdmin: true } })).toBe(true);
  });

  it('hides others, shared or not, until the contest ends', () => {
    expect(canSeeCode({ ...base, share: true, contest: running })).toBe(false);
    expect(canSeeCode({ ...base, contest: { ...running, running: false, ended: true } })).toBe(true);
  });
});

describe('showsErrorMessage', () => {
  it('keeps messages of compile errors, system errors and failed submissions only', () => {
    expect(showsErrorMessage(-2)).toBe(true);
    expect(showsErrorMessage(4)).toBe(true);
    expect(showsErrorMessage(10)).toBe(true);
    expect(showsErrorMessage(-1)).toBe(false);
    expect(showsErrorMessage(0)).toBe(false);
  });
});

describe('hidesRunDetails', () => {
  it("hides others' time and memory during a running contest", () => {
    expect(hidesRunDetails(stranger, 'owner', running)).toBe(true);
    expect(hidesRunDetails(owner, 'owner', running)).toBe(false);
    expect(hidesRunDetails(stranger, 'owner', { ...running, isContestAdmin: true })).toBe(false);
    expect(hidesRunDetails(stranger, 'owner', { ...running, running: false, ended: true })).toBe(false);
    expect(hidesRunDetails(stranger, 'owner', null)).toBe(false);
  });
});

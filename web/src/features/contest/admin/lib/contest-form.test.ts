import { describe, expect, it } from 'vitest';
import {
  addStarUser,
  type ContestFormState,
  composeAccountRule,
  contestDuration,
  defaultSealChoice,
  emptyContestForm,
  formFromContest,
  inferSealChoice,
  parseAccountRule,
  sealChoiceDisabled,
  sealRankTimeOf,
  toContestPayload,
  toLocalInput,
  validateContestForm,
} from './contest-form';
import type { AdminContest } from './types';

const NAMES = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };
const START = '2030-01-01T09:00:00.000Z';
const END = '2030-01-01T14:00:00.000Z';

const filled = (patch: Partial<ContestFormState> = {}): ContestFormState => ({
  ...emptyContestForm(NAMES),
  title: 'Spring cup',
  description: 'Good luck',
  startTime: toLocalInput(START),
  endTime: toLocalInput(END),
  ...patch,
});

const stored = (patch: Partial<AdminContest> = {}): AdminContest =>
  ({
    id: 7,
    uid: 'u1',
    author: 'root',
    title: 'Stored',
    description: 'text',
    type: 0,
    auth: 1,
    pwd: 'secret',
    startTime: START,
    endTime: END,
    duration: 18000,
    sealRank: true,
    sealRankTime: '2030-01-01T13:00:00.000Z',
    autoRealRank: false,
    visible: false,
    openPrint: true,
    openRank: true,
    openAccountLimit: true,
    accountLimitRule:
      '<prefix>team</prefix><suffix>_x</suffix><start>3</start><end>42</end><extra>alice bob</extra>',
    rankShowName: 'nickname',
    starAccount: ['star1'],
    oiRankScoreType: 'Recent',
    allowEndSubmit: true,
    awardType: 2,
    awardConfigList: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 }],
    status: -1,
    source: 0,
    isGroup: false,
    gid: null,
    gmtCreate: START,
    gmtModified: START,
    ...patch,
  }) as AdminContest;

describe('contest form validation (spec 3 §5, in order)', () => {
  it('asks for title, description, start, end, a positive duration, then the password', () => {
    let form = emptyContestForm(NAMES);
    const first = () => validateContestForm(form);
    expect(first()).toEqual({ key: 'validation.required', field: 'fields.title' });
    form = { ...form, title: '  ' };
    expect(first()).toEqual({ key: 'validation.required', field: 'fields.title' });
    form = { ...form, title: 'T' };
    expect(first()).toEqual({ key: 'validation.required', field: 'fields.description' });
    form = { ...form, description: 'D' };
    expect(first()).toEqual({ key: 'validation.required', field: 'fields.startTime' });
    form = { ...form, startTime: toLocalInput(END) };
    expect(first()).toEqual({ key: 'validation.required', field: 'fields.endTime' });
    form = { ...form, endTime: toLocalInput(START) };
    expect(first()).toEqual({ key: 'validation.duration' });
    form = { ...form, endTime: toLocalInput(END) };
    expect(first()).toEqual({ key: 'validation.duration' });
    form = { ...form, startTime: toLocalInput(START), auth: 1 };
    expect(first()).toEqual({ key: 'validation.required', field: 'fields.password' });
    form = { ...form, pwd: 'p' };
    expect(first()).toBeNull();
  });

  it('checks the award tiers when awards are on', () => {
    const awards = emptyContestForm(NAMES).awards;
    expect(validateContestForm(filled({ awardType: 2, awards: [] }))).toEqual({
      key: 'validation.awardRequired',
    });
    expect(validateContestForm(filled({ awardType: 2, awards }))).toBeNull();
    expect(validateContestForm(filled({ awardType: 2, awards: [{ ...awards[0]!, num: 0 }] }))?.key).toBe(
      'validation.awardNumber',
    );
    expect(validateContestForm(filled({ awardType: 1, awards: [{ ...awards[0]!, num: 101 }] }))?.key).toBe(
      'validation.awardPercent',
    );
    expect(
      validateContestForm(
        filled({
          awardType: 1,
          awards: [
            { ...awards[0]!, num: 60 },
            { ...awards[1]!, num: 50 },
          ],
        }),
      )?.key,
    ).toBe('validation.awardTotal');
    expect(validateContestForm(filled({ awardType: 2, awards: [{ ...awards[0]!, name: ' ' }] }))).toEqual({
      key: 'validation.awardName',
      values: { n: 1 },
    });
    expect(
      validateContestForm(filled({ awardType: 2, awards: [awards[0]!, { ...awards[1]!, priority: 1 }] }))
        ?.key,
    ).toBe('validation.awardPriority');
  });

  it('checks the account number range when the limit is on', () => {
    const rule = { prefix: 'a', suffix: '', numberFrom: 5, numberTo: 2, extraAccount: '' };
    const form = filled({ auth: 1, pwd: 'p', openAccountLimit: true, accountRule: rule });
    expect(validateContestForm(form)?.key).toBe('validation.accountRange');
    // A public contest has no account limit to check.
    expect(validateContestForm({ ...form, auth: 0 })).toBeNull();
  });
});

describe('duration and seal choices (spec 3 §4)', () => {
  it('counts whole seconds and flags an end before the start', () => {
    expect(contestDuration(filled())).toEqual({ seconds: 18000, invalid: false });
    expect(contestDuration(filled({ endTime: toLocalInput('2030-01-01T08:00:00Z') }))).toEqual({
      seconds: 0,
      invalid: true,
    });
    expect(contestDuration(filled({ endTime: '' }))).toBeNull();
  });

  it('disables half an hour under 1800 s and one hour under 3600 s', () => {
    expect([0, 1, 2].map((c) => sealChoiceDisabled(c as 0, 1799))).toEqual([true, true, false]);
    expect([0, 1, 2].map((c) => sealChoiceDisabled(c as 0, 1800))).toEqual([false, true, false]);
    expect([0, 1, 2].map((c) => sealChoiceDisabled(c as 0, 3600))).toEqual([false, false, false]);
  });

  it('defaults to the last hour only for ACM contests of at least an hour', () => {
    expect(defaultSealChoice(0, 3600)).toBe(1);
    expect(defaultSealChoice(0, 3599)).toBe(2);
    expect(defaultSealChoice(1, 18000)).toBe(2);
  });

  it('infers the stored choice from end − 1800 s, end − 3600 s or the start', () => {
    expect(inferSealChoice({ startTime: START, endTime: END, sealRankTime: '2030-01-01T13:30:00Z' })).toBe(0);
    expect(inferSealChoice({ startTime: START, endTime: END, sealRankTime: '2030-01-01T13:00:00Z' })).toBe(1);
    expect(inferSealChoice({ startTime: START, endTime: END, sealRankTime: START })).toBe(2);
    expect(inferSealChoice({ startTime: START, endTime: END, sealRankTime: '2030-01-01T10:17:00Z' })).toBe(2);
    expect(inferSealChoice({ startTime: START, endTime: END, sealRankTime: null })).toBe(2);
  });

  it('turns the choice back into the seal time', () => {
    expect(sealRankTimeOf(filled({ sealChoice: 0 }))).toBe('2030-01-01T13:30:00.000Z');
    expect(sealRankTimeOf(filled({ sealChoice: 1 }))).toBe('2030-01-01T13:00:00.000Z');
    expect(sealRankTimeOf(filled({ sealChoice: 2 }))).toBe(START);
  });
});

describe('star users', () => {
  it('trims, ignores empty names and refuses repeats', () => {
    expect(addStarUser([], '  amy ')).toEqual({ ok: true, list: ['amy'] });
    expect(addStarUser(['amy'], '   ')).toEqual({ ok: false, reason: 'empty' });
    expect(addStarUser(['amy'], ' amy')).toEqual({ ok: false, reason: 'duplicate' });
  });
});

describe('account limit rule (HOJ tagged string)', () => {
  const rule = { prefix: 'team', suffix: '_x', numberFrom: 3, numberTo: 42, extraAccount: 'alice bob' };
  const text =
    '<prefix>team</prefix><suffix>_x</suffix><start>3</start><end>42</end><extra>alice bob</extra>';

  it('composes and parses back', () => {
    expect(composeAccountRule(rule)).toBe(text);
    expect(parseAccountRule(text)).toEqual(rule);
  });

  it('falls back to 0 to 10 for an empty or foreign text', () => {
    const defaults = { prefix: '', suffix: '', numberFrom: 0, numberTo: 10, extraAccount: '' };
    expect(parseAccountRule(null)).toEqual(defaults);
    expect(parseAccountRule('not a rule')).toEqual(defaults);
  });
});

describe('loading and saving', () => {
  it('reads a stored contest into the form', () => {
    const form = formFromContest(stored(), NAMES);
    expect(form.sealChoice).toBe(1);
    expect(form.accountRule).toEqual({
      prefix: 'team',
      suffix: '_x',
      numberFrom: 3,
      numberTo: 42,
      extraAccount: 'alice bob',
    });
    expect(form.starAccount).toEqual(['star1']);
    expect(form.awards.map((a) => a.name)).toEqual(['Gold']);
    expect(form.rankShowName).toBe('nickname');
  });

  it('sends HOJ AdminContestVO fields, composing the account rule only when it is on', () => {
    const form = formFromContest(stored(), NAMES);
    const payload = toContestPayload({ ...form, accountRule: { ...form.accountRule, numberTo: 50 } }, null);
    expect(payload).toMatchObject({
      id: 7,
      title: 'Stored',
      startTime: START,
      endTime: END,
      duration: 18000,
      sealRank: true,
      sealRankTime: '2030-01-01T13:00:00.000Z',
      openAccountLimit: true,
      accountLimitRule:
        '<prefix>team</prefix><suffix>_x</suffix><start>3</start><end>50</end><extra>alice bob</extra>',
      starAccount: ['star1'],
      awardType: 2,
      awardConfigList: [{ priority: 1, name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 1 }],
      visible: false,
    });
    const off = toContestPayload({ ...form, openAccountLimit: false }, null);
    expect(off.openAccountLimit).toBe(false);
    expect(off.accountLimitRule).toBe(stored().accountLimitRule);
  });

  it('names the creator of a new contest', () => {
    const payload = toContestPayload(filled(), { uid: 'u9', username: 'root' });
    expect(payload).toMatchObject({ uid: 'u9', author: 'root', awardType: 0, visible: true });
    expect(payload.id).toBeUndefined();
  });
});

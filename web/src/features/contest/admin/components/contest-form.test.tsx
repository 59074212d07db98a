import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyContestForm, formFromContest, toLocalInput } from '../lib/contest-form';
import type { AdminContest } from '../lib/types';
import { ContestForm } from './contest-form';

const NAMES = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };
const START = '2030-01-01T09:00:00.000Z';
const END = '2030-01-01T14:00:00.000Z';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const stubFetch = () => {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => envelope(null));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const saved = (fetch: ReturnType<typeof stubFetch>) => {
  const call = fetch.mock.calls.find(([url]) => url === '/api/admin/contest');
  return call ? { method: call[1]?.method, body: JSON.parse(String(call[1]?.body)) } : null;
};
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const formError = () => screen.getByTestId('contest-form-error').textContent;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const lastToast = () => toastStore.get().at(-1)?.message;

const stored = (patch: Partial<AdminContest> = {}): AdminContest =>
  ({
    id: 7,
    uid: 'u1',
    author: 'root',
    title: 'Stored cup',
    description: 'text',
    type: 0,
    auth: 2,
    pwd: 'secret',
    startTime: START,
    endTime: END,
    duration: 18000,
    sealRank: true,
    sealRankTime: '2030-01-01T13:30:00.000Z',
    autoRealRank: true,
    visible: true,
    openPrint: false,
    openRank: false,
    openAccountLimit: true,
    accountLimitRule:
      '<prefix>team</prefix><suffix>_x</suffix><start>3</start><end>42</end><extra>alice</extra>',
    rankShowName: 'username',
    starAccount: [],
    oiRankScoreType: 'Recent',
    allowEndSubmit: false,
    awardType: 0,
    awardConfigList: [],
    status: -1,
    source: 0,
    isGroup: false,
    gid: null,
    gmtCreate: START,
    gmtModified: START,
    ...patch,
  }) as AdminContest;

const renderCreate = () =>
  renderWithProviders(<ContestForm initial={emptyContestForm(NAMES)} isEdit={false} />, {
    url: '/admin/contest/create',
  });

function fillRequired() {
  type('* Contest title', 'Spring cup');
  type(/^\*?Contest description$/, 'Good luck');
  type('* Start time', toLocalInput(START));
  type('* End time', toLocalInput(END));
}

describe('the contest form', () => {
  it('checks the fields in the spec order, then saves', async () => {
    const fetch = stubFetch();
    renderCreate();
    save();
    expect(formError()).toBe('Contest title is required');
    type('* Contest title', 'Spring cup');
    save();
    expect(formError()).toBe('Contest description is required');
    type(/^\*?Contest description$/, 'Good luck');
    save();
    expect(formError()).toBe('Start time is required');
    type('* Start time', toLocalInput(END));
    save();
    expect(formError()).toBe('End time is required');
    type('* End time', toLocalInput(START));
    expect((screen.getByLabelText('Duration') as HTMLInputElement).value).toBe(
      String('The end time is before the start time'),
    );
    save();
    expect(formError()).toBe('The duration of the contest cannot be less than or equal to zero!');
    type('* Start time', toLocalInput(START));
    type('* End time', toLocalInput(END));
    expect((screen.getByLabelText('Duration') as HTMLInputElement).value).toBe(String('5 h'));
    fireEvent.change(screen.getByLabelText(/Contest auth$/), { target: { value: '1' } });
    save();
    expect(formError()).toBe('Contest password is required');
    expect(fetch).not.toHaveBeenCalled();
    type('* Contest password', 'pw');
    save();
    await waitFor(() => expect(saved(fetch)).not.toBeNull());
    expect(saved(fetch)).toMatchObject({
      method: 'POST',
      body: { title: 'Spring cup', auth: 1, pwd: 'pw', duration: 18000, startTime: START, endTime: END },
    });
  });

  it('shows the server 400 message as it comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, { status: 400, msg: 'The contest rule type cannot be changed' })),
    );
    renderCreate();
    fillRequired();
    save();
    await waitFor(() => expect(formError()).toBe('The contest rule type cannot be changed'));
  });

  it('offers the seal times the duration allows and picks the spec default', () => {
    renderCreate();
    type('* Start time', toLocalInput(START));
    type('* End time', toLocalInput('2030-01-01T09:45:00.000Z'));
    fireEvent.click(screen.getByLabelText('Seal the rank'));
    const select = screen.getByLabelText(/Seal time/) as HTMLSelectElement;
    // 45 minutes: no "last hour", and ACM under an hour seals the whole contest.
    expect(select.value).toBe('2');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.disabled)).toEqual([false, true, false]);
    fireEvent.click(screen.getByLabelText('Seal the rank'));
    type('* End time', toLocalInput(END));
    fireEvent.click(screen.getByLabelText('Seal the rank'));
    expect((screen.getByLabelText(/Seal time/) as HTMLSelectElement).value).toBe('1');
    // OI seals the whole contest by default.
    fireEvent.click(screen.getByRole('radio', { name: 'OI' }));
    expect((screen.getByLabelText(/Seal time/) as HTMLSelectElement).value).toBe('2');
    expect(screen.getByRole('radiogroup', { name: 'OI rank score type' })).toBeTruthy();
  });

  it('infers the seal choice on edit, keeps the rule type fixed and parses the account limit', async () => {
    const fetch = stubFetch();
    renderWithProviders(<ContestForm initial={formFromContest(stored(), NAMES)} isEdit />, {
      url: '/admin/contest/7/edit',
    });
    expect((screen.getByLabelText(/Seal time/) as HTMLSelectElement).value).toBe('0');
    expect((screen.getByRole('radio', { name: 'ACM' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'OI' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Prefix') as HTMLInputElement).value).toBe(String('team'));
    expect((screen.getByLabelText('Suffix') as HTMLInputElement).value).toBe(String('_x'));
    expect((screen.getByLabelText('Number from') as HTMLInputElement).value).toBe(String(3));
    expect((screen.getByLabelText('Number to') as HTMLInputElement).value).toBe(String(42));
    expect((screen.getByLabelText('Extra accounts') as HTMLInputElement).value).toBe(String('alice'));
    type('Number to', '99');
    type('Extra accounts', 'alice bob');
    save();
    await waitFor(() => expect(saved(fetch)).not.toBeNull());
    expect(saved(fetch)).toMatchObject({
      method: 'PUT',
      body: {
        id: 7,
        sealRankTime: '2030-01-01T13:30:00.000Z',
        openAccountLimit: true,
        accountLimitRule:
          '<prefix>team</prefix><suffix>_x</suffix><start>3</start><end>99</end><extra>alice bob</extra>',
      },
    });
  });

  it('composes a new account limit with the defaults 0 to 10', async () => {
    const fetch = stubFetch();
    renderCreate();
    fillRequired();
    fireEvent.change(screen.getByLabelText(/Contest auth$/), { target: { value: '2' } });
    type('* Contest password', 'pw');
    fireEvent.click(screen.getByLabelText('Account limit'));
    expect((screen.getByLabelText('Number from') as HTMLInputElement).value).toBe(String(0));
    expect((screen.getByLabelText('Number to') as HTMLInputElement).value).toBe(String(10));
    type('Prefix', 'acm');
    save();
    await waitFor(() => expect(saved(fetch)).not.toBeNull());
    expect(saved(fetch)?.body.accountLimitRule).toBe(
      '<prefix>acm</prefix><suffix></suffix><start>0</start><end>10</end><extra></extra>',
    );
  });

  it('adds star users trimmed, ignores empty ones and refuses repeats', async () => {
    const fetch = stubFetch();
    renderCreate();
    fillRequired();
    const input = screen.getByLabelText('Username of a star user');
    fireEvent.change(input, { target: { value: '  amy  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(lastToast()).toBeUndefined();
    fireEvent.change(input, { target: { value: 'amy' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(lastToast()).toBe('Please do not add existing star user repeatedly');
    expect((input as HTMLInputElement).value).toBe(String(''));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['amy']);
    save();
    await waitFor(() => expect(saved(fetch)).not.toBeNull());
    expect(saved(fetch)?.body.starAccount).toEqual(['amy']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove star user amy' }));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('edits award rows, with a percent suffix for proportions', async () => {
    const fetch = stubFetch();
    renderCreate();
    fillRequired();
    fireEvent.change(screen.getByLabelText('Awards'), { target: { value: '1' } });
    expect(screen.getAllByText('%')).toHaveLength(3);
    expect((screen.getByLabelText('Name of award 1') as HTMLInputElement).value).toBe(String('Gold'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove award 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an award' }));
    type('Name of award 3', 'Honourable');
    type('Size of award 3', '5');
    save();
    await waitFor(() => expect(saved(fetch)).not.toBeNull());
    expect(saved(fetch)?.body).toMatchObject({
      awardType: 1,
      awardConfigList: [
        { priority: 1, name: 'Gold', num: 10 },
        { priority: 2, name: 'Silver', num: 20 },
        { priority: 3, name: 'Honourable', num: 5, background: '#ededed', color: '#666666' },
      ],
    });
  });

  it('refuses award sizes outside the spec', () => {
    stubFetch();
    renderCreate();
    fillRequired();
    fireEvent.change(screen.getByLabelText('Awards'), { target: { value: '2' } });
    expect(screen.queryByText('%')).toBeNull();
    type('Size of award 2', '0');
    save();
    expect(formError()).toBe('The number of award 2 must be a whole number of at least 1');
  });
});

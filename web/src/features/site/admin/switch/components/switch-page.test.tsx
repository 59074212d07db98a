import { fireEvent, screen, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataSourceTab } from './data-source-tab';
import { SwitchPage } from './switch-page';

const CONFIG = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultSubmitInterval: 8,
  defaultCreateDiscussionACInitValue: 10,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateCommentACInitValue: 10,
  defaultCreateGroupACInitValue: 20,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
  hduUsernameList: [],
  hduPasswordList: [],
  cfUsernameList: ['alice'],
  cfPasswordList: ['secret'],
  pojUsernameList: [],
  pojPasswordList: [],
  atcoderUsernameList: [],
  atcoderPasswordList: [],
  spojUsernameList: [],
  spojPasswordList: [],
  libreojUsernameList: [],
  libreojPasswordList: [],
};

const fetchMock = vi.fn<typeof fetch>();
const puts = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/admin/switch/update' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));

function answer(update: (body: Record<string, unknown>) => Response) {
  fetchMock.mockImplementation(async (url, init) => {
    if (String(url) === '/api/admin/switch/info') return envelope(CONFIG);
    if (String(url) === '/api/admin/switch/update') return update(JSON.parse(String(init?.body)));
    return envelope({});
  });
}

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
  auth.login('tok', {
    uid: 'root',
    username: 'root',
    nickname: null,
    realname: null,
    email: null,
    mobile: null,
    avatar: null,
    school: null,
    number: null,
    gender: 'secrecy',
    signature: null,
    github: null,
    blog: null,
    cfUsername: null,
    titleName: null,
    titleColor: null,
    roleList: ['root'],
  });
  fetchMock.mockReset();
  answer((body) => envelope({ ...CONFIG, ...body }, { msg: 'Update Successfully' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the switch page', () => {
  it('saves the judge section alone and says it was saved', async () => {
    renderWithProviders(<SwitchPage />);
    const form = await screen.findByRole('form', { name: 'Judge Config' });
    fireEvent.click(within(form).getByLabelText('Open public judging'));
    fireEvent.change(within(form).getByLabelText(/Seconds between two non-contest submissions/), {
      target: { value: '30' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(within(form).getByRole('status').textContent).toContain('Saved'));
    expect(puts()).toEqual([
      {
        openPublicJudge: false,
        openGroupJudge: true,
        openContestJudge: true,
        hideNonContestSubmissionCode: false,
        defaultSubmitInterval: 30,
      },
    ]);
  });

  it("shows the server's refusal next to the section", async () => {
    answer(() => envelope(null, { status: 400, msg: 'defaultCreateGroupLimit must be at most 100000' }));
    renderWithProviders(<SwitchPage />);
    const form = await screen.findByRole('form', { name: 'Group Config' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'Not saved: defaultCreateGroupLimit must be at most 100000',
      ),
    );
  });

  it('refuses a count that is not a whole number without asking the server', async () => {
    renderWithProviders(<SwitchPage />);
    const form = await screen.findByRole('form', { name: 'Discussion Config' });
    fireEvent.change(within(form).getByLabelText('Posts a user can create per day'), {
      target: { value: '-2' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toContain(
      'Posts a user can create per day must be a whole number from 0 to 100000',
    );
    expect(puts()).toEqual([]);
  });

  it('saves remote judge accounts paired by line and refuses an unpaired one', async () => {
    renderWithProviders(<SwitchPage />);
    const form = await screen.findByRole('form', { name: 'Remote Judge Accounts' });
    const users = within(form).getByLabelText('Codeforces usernames') as HTMLTextAreaElement;
    expect(users.value).toBe('alice');
    fireEvent.change(users, { target: { value: 'alice\nbob' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toContain(
      'Codeforces: every username needs a password',
    );
    expect(puts()).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Codeforces passwords'), {
      target: { value: 'secret\nhunter2' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({
      cfUsernameList: ['alice', 'bob'],
      cfPasswordList: ['secret', 'hunter2'],
    });
  });
});

describe('the data source tab', () => {
  it('shows the engine, the masked URL and how to change it', async () => {
    fetchMock.mockImplementation(async () =>
      envelope({
        engine: 'postgres',
        dataDir: null,
        url: 'postgres://judge:******@db:5432/oj',
        dbName: 'oj',
        dbHost: 'db',
        dbPort: 5432,
        dbUsername: 'judge',
        dbPassword: '******',
        redisHost: '',
        redisPort: null,
        redisPassword: '',
        howToChange: 'Set DATABASE_URL and restart the server',
      }),
    );
    renderWithProviders(<DataSourceTab />);
    expect(await screen.findByText('PostgreSQL')).toBeTruthy();
    expect(screen.getByText('postgres://judge:******@db:5432/oj')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Set DATABASE_URL and restart the server.');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteAccountsSection } from './remote-accounts-section';

const lists = (key: string, users: string[], passwords: string[]) => ({
  [`${key}UsernameList`]: users,
  [`${key}PasswordList`]: passwords,
});
const CONFIG = {
  ...lists('hdu', ['hdu1'], ['p']),
  ...lists('cf', ['alice', 'bob'], ['a', 'b']),
  ...lists('poj', [], []),
  ...lists('atcoder', [], []),
  ...lists('spoj', [], []),
  ...lists('libreoj', ['loj1'], ['l']),
};
const STATES = [
  {
    oj: 'cf',
    username: 'alice',
    status: 'ok',
    lastError: null,
    inUse: true,
    lastSubmitAt: '2026-03-01T10:00:00Z',
  },
  {
    oj: 'cf',
    username: 'bob',
    status: 'login-failed',
    lastError: 'Codeforces refused the password',
    inUse: false,
    lastSubmitAt: null,
  },
  { oj: 'hdu', username: 'hdu1', status: 'ok', lastError: null, inUse: false, lastSubmitAt: null },
];

const fetchMock = vi.fn<typeof fetch>();
const accountCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/admin/remote-judge/accounts').length;

beforeAll(setupTestI18n);
beforeEach(() => {
  toastStore.set([]);
  auth.login('tok', { uid: 'root', username: 'root', avatar: null, roleList: ['root'] } as never);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

function serve(accounts: () => Response) {
  fetchMock.mockImplementation(async (url) => {
    if (String(url) === '/api/admin/switch/info') return envelope(CONFIG);
    if (String(url) === '/api/admin/switch/update') return envelope(CONFIG);
    if (String(url) === '/api/admin/remote-judge/accounts') return accounts();
    return envelope(null);
  });
}

const rowsOf = (judge: string) =>
  within(screen.getByRole('table', { name: `State of the ${judge} accounts` }))
    .getAllByTestId('remote-account-row')
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('the remote accounts section', () => {
  it('shows each account state under its judge: ok, login failed with the error, in use, last used', async () => {
    serve(() => envelope(STATES));
    renderWithProviders(<RemoteAccountsSection />);
    await screen.findByRole('table', { name: 'State of the Codeforces accounts' });
    const cf = rowsOf('Codeforces');
    expect(cf).toHaveLength(2);
    expect(cf[0]!.slice(0, 3)).toEqual(['alice', 'OK', 'Judging a submission']);
    expect(cf[0]![3]).not.toBe('Never');
    expect(cf[1]).toEqual(['bob', 'Login failedCodeforces refused the password', 'Free', 'Never']);
    expect(rowsOf('HDU')).toEqual([['hdu1', 'OK', 'Free', 'Never']]);
    // A pooled judge without accounts says so; LibreOJ (a logo link only) has no state table.
    expect(screen.getAllByText('No accounts in use yet: save some above.')).toHaveLength(3);
    expect(screen.queryByRole('table', { name: 'State of the LibreOJ accounts' })).toBeNull();
    expect(screen.getByText(/Submissions to remote judges go through these accounts/)).toBeTruthy();
  });

  it('reloads the states after a save', async () => {
    serve(() => envelope(STATES));
    renderWithProviders(<RemoteAccountsSection />);
    const form = await screen.findByRole('form', { name: 'Remote Judge Accounts' });
    await waitFor(() => expect(accountCalls()).toBe(1));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(accountCalls()).toBe(2));
  });

  it('keeps the lists editable when the states cannot be loaded', async () => {
    serve(() => envelope(null, { status: 500, msg: 'account table unavailable' }));
    renderWithProviders(<RemoteAccountsSection />);
    const form = await screen.findByRole('form', { name: 'Remote Judge Accounts' });
    expect((within(form).getByLabelText('Codeforces usernames') as HTMLTextAreaElement).value).toBe(
      'alice\nbob',
    );
    await waitFor(() =>
      expect(within(form).getAllByRole('alert')[0]!.textContent).toBe(
        "The accounts' state could not be loaded: account table unavailable",
      ),
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubmissionDetailPage } from './submission-detail-page';

const SUBMISSION = {
  submitId: 5,
  pid: 1,
  displayPid: '1000',
  displayId: '1000',
  title: 'A+B Problem',
  uid: 'owner',
  username: 'ada',
  submitTime: '2026-01-01T00:00:00Z',
  status: -1,
  share: false,
  time: 3,
  memory: 1024,
  score: null,
  oiRankScore: null,
  length: 90,
  language: 'C++',
  cid: 0,
  gid: null,
  judger: 'runner-1',
  isManual: false,
  code: null,
  errorMessage: null,
};
const CASES = {
  judgeCaseMode: 'default',
  judgeCaseList: [1, 2].map((seq) => ({
    seq,
    status: seq === 1 ? 0 : -1,
    time: 2,
    memory: 1000,
    score: null,
  })),
  subTaskJudgeCaseVoList: null,
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

function serve(submission: Partial<typeof SUBMISSION>) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/get-submission-detail'))
      return envelope({ submission: { ...SUBMISSION, ...submission }, codeShare: true });
    if (url.startsWith('/api/get-all-case-result')) return envelope(CASES);
    return envelope({ status: 0, score: null, oiRankScore: null, judger: 'root' });
  });
}

const render = () =>
  renderWithProviders(<SubmissionDetailPage />, {
    url: '/submission-detail/5',
    path: '/submission-detail/:submitID',
  });

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.login('token', { uid: 'root-uid', username: 'root', avatar: null, roleList: ['root'] } as never);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('submission detail', () => {
  it('says a missing submission does not exist (server 404) and links back to the list, without Reload', async () => {
    fetchMock.mockImplementation(async () =>
      envelope(null, { status: 404, msg: 'The submission does not exist' }),
    );
    render();
    expect(await screen.findByRole('heading', { name: 'There is no such submission.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the submission list' }).getAttribute('href')).toBe(
      '/status',
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('keeps "could not be loaded" with Reload for a real failure', async () => {
    fetchMock.mockImplementation(async () => envelope(null, { status: 500, msg: 'Server error' }));
    render();
    expect(await screen.findByText('The submission could not be loaded.')).toBeTruthy();
    serve({});
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect((await screen.findAllByText('A+B Problem', { exact: false })).length).toBeGreaterThan(0);
  });

  it('shows the verdict, the case tiles and a hidden-code note', async () => {
    serve({});
    render();
    expect((await screen.findByTestId('submission-banner')).textContent).toContain('Wrong Answer');
    await waitFor(() => expect(screen.getAllByTestId('case-tile')).toHaveLength(2));
    expect(screen.getAllByTestId('case-tile').map((tile) => tile.textContent)).toEqual([
      expect.stringContaining('Test #1AC'),
      expect.stringContaining('Test #2WA'),
    ]);
    expect(screen.getByText('The code of this submission is not shared with you.')).toBeTruthy();
  });

  it('lets root judge manually with the contract choices and Cancelled fixed', async () => {
    serve({});
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Modify Evaluation' }));
    const dialog = screen.getByRole('dialog');
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(10);
    const cancelled = radios.find((radio) => radio.value === '-4')!;
    expect(cancelled.disabled).toBe(true);
    expect(radios.find((radio) => radio.value === '-1')!.checked).toBe(true);
    fireEvent.click(radios.find((radio) => radio.value === '0')!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Modify' }));
    await waitFor(() => expect(callsTo('/api/admin/judge/manual-judge')).toHaveLength(1));
    expect(String(callsTo('/api/admin/judge/manual-judge')[0]![0])).toBe(
      '/api/admin/judge/manual-judge?submitId=5&status=0',
    );
  });

  it('disables manual judge while judging and cancel once cancelled', async () => {
    serve({ status: -2 });
    const first = render();
    expect(
      ((await screen.findByRole('button', { name: 'Modify Evaluation' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel Evaluation' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    first.unmount();

    serve({ status: -4 });
    render();
    expect(
      ((await screen.findByRole('button', { name: 'Cancel Evaluation' })) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Modify Evaluation' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('submission detail of a remote problem', () => {
  const loginAs = (uid: string, roleList: string[]) =>
    auth.login('token', { uid, username: uid, avatar: null, roleList } as never);
  const remote = { displayPid: 'CF-1A', displayId: 'CF-1A', vjudgeSubmitId: '245123987' };

  it('shows admins the remote run id and the account used', async () => {
    loginAs('admin-uid', ['admin']);
    serve({ ...remote, status: 0, vjudgeUsername: 'pool-alice' } as never);
    render();
    expect((await screen.findAllByTestId('remote-run-id'))[0]!.textContent).toBe('245123987');
    expect(screen.getAllByText('Remote run ID').length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('remote-account')[0]!.textContent).toBe('pool-alice');
    expect(screen.getAllByText('Remote account').length).toBeGreaterThan(0);
  });

  it('shows a user the run id but never an account, even one sent by mistake', async () => {
    loginAs('owner', ['user']);
    serve({ ...remote, status: 0, vjudgeUsername: 'pool-alice' } as never);
    render();
    expect((await screen.findAllByTestId('remote-run-id'))[0]!.textContent).toBe('245123987');
    expect(screen.queryByTestId('remote-account')).toBeNull();
    expect(screen.queryByText('Remote account')).toBeNull();
    expect(screen.queryByText('pool-alice')).toBeNull();
  });

  it('shows no remote fields for a local submission', async () => {
    loginAs('owner', ['user']);
    serve({ vjudgeSubmitId: null, vjudgeUsername: null } as never);
    render();
    await screen.findByTestId('submission-banner');
    expect(screen.queryByText('Remote run ID')).toBeNull();
  });

  it('gives the owner of a Submitted Failed the reason and a resubmit that polls the new verdict', async () => {
    loginAs('owner', ['user']);
    let status = 10;
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/get-submission-detail'))
        return envelope({
          submission: {
            ...SUBMISSION,
            ...remote,
            vjudgeSubmitId: status === 10 ? null : '245123987',
            vjudgeUsername: null,
            status,
            errorMessage: status === 10 ? 'Codeforces did not answer within 30 s' : null,
          },
          codeShare: true,
        });
      if (url.startsWith('/api/resubmit')) {
        status = 5;
        return envelope({ ...SUBMISSION, status: 5, time: null, memory: null, score: null }, { msg: '' });
      }
      if (url.startsWith('/api/check-submissions-status')) {
        status = 0;
        return envelope({ '5': { submitId: 5, status: 0, score: null, time: 15, memory: 100 } });
      }
      if (url.startsWith('/api/get-all-case-result')) return envelope(CASES);
      return envelope(null);
    });
    render();
    const failed = await screen.findByTestId('submitted-failed');
    expect(failed.textContent).toContain('Reason: Codeforces did not answer within 30 s');
    fireEvent.click(within(failed).getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(callsTo('/api/resubmit')).toHaveLength(1));
    expect(String(callsTo('/api/resubmit')[0]![0])).toBe('/api/resubmit?submitId=5');
    await waitFor(() => expect(screen.getByTestId('submission-banner').dataset.status).toBe('5'));
    await waitFor(() => expect(callsTo('/api/check-submissions-status').length).toBeGreaterThan(0), {
      timeout: 4000,
    });
    await waitFor(() => expect(screen.getByTestId('submission-banner').dataset.status).toBe('0'), {
      timeout: 4000,
    });
    expect(screen.queryByTestId('submitted-failed')).toBeNull();
  });

  it('shows others the reason of a Submitted Failed without a resubmit button', async () => {
    loginAs('someone-else', ['user']);
    serve({ ...remote, status: 10, errorMessage: 'No free Codeforces account' } as never);
    render();
    const failed = await screen.findByTestId('submitted-failed');
    expect(failed.textContent).toContain('The remote judge could not take this submission.');
    expect(failed.textContent).toContain('No free Codeforces account');
    expect(within(failed).queryByRole('button')).toBeNull();
  });
});

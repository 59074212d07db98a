import type { TrainingVO } from '@contract/training';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrainingDetailLayout } from './training-detail-layout';
import { TrainingOverview } from './training-overview';

const PASSWORD = 'open-sesame';
let training: TrainingVO;
let access = false;

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);

function trainingWith(patch: Partial<TrainingVO> = {}): TrainingVO {
  return {
    id: 7,
    title: 'Greedy basics',
    description: 'Solve **everything**<img src=x onerror="window.hacked=1">',
    author: 'setter',
    auth: 'Private',
    rank: 3,
    categoryId: 2,
    categoryName: 'Algorithms',
    categoryColor: '#ff0000',
    problemCount: 3,
    acCount: 0,
    gid: null,
    gmtModified: '2030-01-01T08:00:00Z',
    ...patch,
  };
}

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  access = false;
  training = trainingWith();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-training-detail') return envelope(training);
    if (path === '/api/get-training-access') return envelope({ access });
    if (path === '/api/register-training') {
      const body = JSON.parse(String(init?.body));
      if (body.password !== PASSWORD)
        return envelope(null, { status: 400, msg: 'The training password is wrong' });
      access = true;
      return envelope(null);
    }
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const login = (username = 'ada', roles: string[] = ['default_user']) =>
  auth.login('token', { uid: `${username}-uid`, username, avatar: null, roleList: roles } as never);

function renderDetail(url = '/training/7', child = <TrainingOverview />) {
  return renderWithProviders(<TrainingDetailLayout trainingId="7">{child}</TrainingDetailLayout>, {
    url,
    path: '/training/:trainingID/*',
  });
}

const tabs = () => screen.getByRole('tablist', { name: 'Training sections' });
const toasts = () => toastStore.get().map((toast) => `${toast.kind}:${toast.message}`);

describe('TrainingDetailLayout', () => {
  it('locks a private training behind its password: empty warned, wrong refused, right one opens it', async () => {
    login();
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Greedy basics', level: 1 })).toBeTruthy();
    expect(within(tabs()).getByRole('tab', { name: 'Problem list' })).toHaveProperty('disabled', true);
    expect(within(tabs()).getByRole('tab', { name: 'Record list' })).toHaveProperty('disabled', true);
    const form = screen.getByTestId('training-password-form');
    const input = within(form).getByLabelText('Enter the training password');

    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(toasts()).toContain('warning:Enter the training password'));
    expect(callsTo('/api/register-training')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'guess' } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(toasts()).toContain('error:The training password is wrong'));
    expect(screen.getByTestId('training-password-form')).toBeTruthy();

    fireEvent.change(input, { target: { value: PASSWORD } });
    fireEvent.click(within(form).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(toasts()).toContain('success:Register training successfully'));
    await waitFor(() => expect(screen.queryByTestId('training-password-form')).toBeNull());
    expect(JSON.parse(String(callsTo('/api/register-training').at(-1)![1]!.body))).toEqual({
      tid: 7,
      password: PASSWORD,
    });
    expect(within(tabs()).getByRole('tab', { name: 'Problem list' }).getAttribute('href')).toBe(
      '/training/7/problems',
    );
    expect(within(tabs()).getByRole('tab', { name: 'Record list' }).getAttribute('href')).toBe(
      '/training/7/rank',
    );
  });

  it('shows the progress to 2 decimals, the info card and the sanitised description', async () => {
    login();
    access = true;
    training = trainingWith({ acCount: 1 });
    renderDetail();
    const progress = await screen.findByTestId('training-progress');
    expect(progress.getAttribute('data-percent')).toBe('33.33');
    expect(screen.getByTestId('training-solved').textContent).toBe('1 / 3');
    const info = screen.getByRole('region', { name: 'Training information' });
    expect(info.textContent).toContain('Number3');
    expect(within(info).getByText('Private')).toBeTruthy();
    // The category's own colour, made legible behind white text by the bg-legible class.
    expect(within(info).getByText('Algorithms').getAttribute('style')).toContain('--legible-color: #ff0000');
    expect(within(info).getByRole('link', { name: 'setter' }).getAttribute('href')).toBe(
      '/user-home?username=setter',
    );
    expect(await screen.findByText('everything')).toBeTruthy();
    expect(document.querySelector('.markdown-body img')?.getAttribute('onerror')).toBeFalsy();
    expect(screen.queryByTestId('training-password-form')).toBeNull();
  });

  it('counts a training without problems as complete', async () => {
    login();
    training = trainingWith({ auth: 'Public', problemCount: 0, acCount: 0 });
    renderDetail();
    expect((await screen.findByTestId('training-progress')).getAttribute('data-percent')).toBe('100.00');
  });

  it('opens a public training without a password and offers no Rank tab', async () => {
    login();
    training = trainingWith({ auth: 'Public' });
    renderDetail();
    await screen.findByRole('heading', { name: 'Greedy basics', level: 1 });
    expect(
      within(tabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Introduction', 'Problem list']);
    expect(screen.queryByTestId('training-password-form')).toBeNull();
    expect(callsTo('/api/get-training-access')).toHaveLength(0);
  });

  it('lets the author in without the password', async () => {
    login('setter');
    renderDetail();
    await screen.findByRole('heading', { name: 'Greedy basics', level: 1 });
    expect(within(tabs()).getByRole('tab', { name: 'Record list' }).getAttribute('href')).toBe(
      '/training/7/rank',
    );
    expect(screen.queryByTestId('training-password-form')).toBeNull();
  });

  it('keeps a locked tab closed when reached by its address', async () => {
    login();
    renderDetail('/training/7/problems', <p>problem list</p>);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('problem list')).toBeNull();
    expect(within(tabs()).getByRole('tab', { name: 'Problem list' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('shows no progress to a guest', async () => {
    training = trainingWith({ auth: 'Public' });
    renderDetail();
    await screen.findByRole('heading', { name: 'Greedy basics', level: 1 });
    expect(screen.queryByTestId('training-progress')).toBeNull();
  });

  it('says the training does not exist when the server answers 404, without a reload', async () => {
    login();
    fetchMock.mockImplementation(async () =>
      envelope(null, { status: 404, msg: 'The training does not exist' }),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'This training does not exist' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to training list' }).getAttribute('href')).toBe(
      '/training',
    );
  });

  it('offers a reload when the training cannot be loaded', async () => {
    login();
    fetchMock.mockImplementation(async () => envelope(null, { status: 500, msg: 'Server error' }));
    renderDetail();
    expect(await screen.findByText('This training could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('keeps a group training’s tabs under its group and opens it to the group’s roots unregistered', async () => {
    login();
    training = trainingWith({ gid: 5 });
    renderWithProviders(
      <TrainingDetailLayout trainingId="7" group={{ id: '5', isRoot: true }}>
        <p>problem list</p>
      </TrainingDetailLayout>,
      { url: '/group/5/training/7/problems', path: '/group/:groupID/training/:trainingID/*' },
    );
    expect(await screen.findByText('problem list')).toBeTruthy();
    const problemsTab = within(tabs()).getByRole('tab', { name: 'Problem list' });
    expect(problemsTab.getAttribute('href')).toBe('/group/5/training/7/problems');
    expect(problemsTab.getAttribute('aria-selected')).toBe('true');
    expect(within(tabs()).getByRole('tab', { name: 'Record list' }).getAttribute('href')).toBe(
      '/group/5/training/7/rank',
    );
  });
});

import type { UserInfo } from '@contract/account';
import type { GroupDetail } from '@contract/group';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GroupContext, type GroupContextValue } from '@web/features/group/lib/group-context';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import GroupContestsRoute from './group-contests';

const LANGUAGES = [
  { id: 1, name: 'C', isSpj: true, description: 'GCC', contentType: 'text/x-csrc' },
  { id: 2, name: 'C++', isSpj: true, description: 'G++', contentType: 'text/x-c++src' },
];
const PROBLEMS_URL = '/group/7/contest?admin=1&view=problems&cid=5';

const pick = (id: number, problemId: string, author: string) => ({
  id,
  problemId,
  title: `Problem ${id}`,
  author,
  type: 1,
  auth: 3,
  isRemote: false,
  gmtCreate: '2030-01-01T00:00:00Z',
});
const LINK = {
  id: 1,
  cid: 5,
  pid: 42,
  displayId: 'A',
  displayTitle: 'Old title',
  color: '#ff0000',
  gmtCreate: '2030-01-01T00:00:00Z',
  gmtModified: '2030-01-01T00:00:00Z',
};
/** The group's problem 42 as GET /api/group/problem answers it (the server's id carries the short name). */
const STORED = {
  id: 42,
  problemId: 'GRPP1',
  title: 'Stored',
  author: 'me',
  type: 1,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  description: 'd',
  input: 'in',
  output: 'out',
  examples: '',
  isRemote: false,
  source: null,
  difficulty: 0,
  hint: null,
  auth: 3,
  ioScore: 100,
  codeShare: true,
  isRemoveEndBlank: true,
  openCaseResult: true,
  isUploadCase: false,
  isFileIO: false,
  ioReadFileName: null,
  ioWriteFileName: null,
  userExtraFile: null,
  isGroup: true,
  gid: 7,
  applyPublicProgress: null,
  spjCode: null,
  spjLanguage: null,
  judgeExtraFile: null,
  caseVersion: null,
  modifiedUser: null,
  gmtCreate: '2030-01-01T00:00:00Z',
  gmtModified: '2030-01-01T00:00:00Z',
  languages: [LANGUAGES[0]],
  codeTemplates: [],
  tags: [],
  samples: [
    {
      id: 9,
      pid: 42,
      index: 1,
      input: '1 2',
      output: '3',
      inputSize: 3,
      outputSize: 1,
      score: 100,
      groupNum: null,
      isOpen: true,
      status: 0,
    },
  ],
};

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
  auth.login('token', { uid: 'me-uid', username: 'me', roleList: ['default_role'] } as unknown as UserInfo);
});
afterEach(() => {
  auth.clear();
  vi.unstubAllGlobals();
});

type Answer = (url: string, init?: RequestInit) => Response | undefined;

function setup({
  isRoot = false,
  url = PROBLEMS_URL,
  answer,
}: {
  isRoot?: boolean;
  url?: string;
  answer?: Answer;
} = {}) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const given = answer?.(url, init);
    if (given) return given;
    if (url.startsWith('/api/languages')) return envelope(LANGUAGES);
    if (url.startsWith('/api/group/contest?')) return envelope({ id: 5, title: 'Spring cup', type: 1 });
    if (url.startsWith('/api/group/get-contest-problem-list')) {
      return envelope({
        problemList: {
          records: [
            { ...pick(42, 'GRPP1', 'me'), gid: 7 },
            { ...pick(43, 'GRPP2', 'someone'), gid: 7 },
            // A public problem of the site put into the contest, written by the same user.
            { ...pick(44, '1000', 'me'), gid: null },
          ],
          total: 3,
        },
        contestProblemMap: {
          '42': LINK,
          '43': { ...LINK, id: 2, pid: 43, displayId: 'B' },
          '44': { ...LINK, id: 3, pid: 44, displayId: 'P' },
        },
      });
    }
    if (url === '/api/group/contest-problem' && init?.method === 'POST')
      return envelope({ pid: 99, problemId: 'GRPP9' });
    if (url.startsWith('/api/group/contest-problem?')) return envelope(LINK);
    if (url.startsWith('/api/group/problem?')) return envelope(STORED);
    if (url.startsWith('/api/group/') && init?.method === 'PUT') return envelope(null);
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetch);
  const group: GroupContextValue = {
    gid: 7,
    group: { id: 7, shortName: 'grp', name: 'The group' } as GroupDetail,
    level: isRoot ? 5 : 4,
    isSuperAdmin: false,
    isOwner: false,
    isMember: true,
    isAdmin: true,
    isRoot,
    menuDisabled: false,
    refresh: () => {},
  };
  const view = renderWithProviders(
    <GroupContext.Provider value={group}>
      <GroupContestsRoute />
    </GroupContext.Provider>,
    { url, path: '/group/:groupID/contest' },
  );
  return { fetch, ...view };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const formError = () => screen.getByTestId('problem-form-error').textContent;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const callsTo = (fetch: ReturnType<typeof setup>['fetch'], url: string, method: string) =>
  fetch.mock.calls.filter(([called, init]) => called === url && init?.method === method);
const bodyOf = (call: [string, RequestInit?] | undefined) => JSON.parse(String(call?.[1]?.body));

function fillNewProblem() {
  type('* Display ID', 'grpP9');
  type('* Display ID in the contest', ' C ');
  type('* Display title in the contest', 'Sum');
  type('* Title', 'A + B');
  type(/^\*?Input description$/, 'in');
  type(/^\*?Output description$/, 'out');
  fireEvent.click(screen.getByLabelText('Type in samples'));
  type('Input of sample 1', '1 2');
  type('Output of sample 1', '3');
  type('Score of case 1', '100');
}

describe("a group contest's problem list", () => {
  it("offers Create, and Edit on the admin's own problems only", async () => {
    setup();
    const create = await screen.findByRole('link', { name: 'Create a problem' });
    expect(create.getAttribute('href')).toBe(`${PROBLEMS_URL}&problem=new`);
    await screen.findByRole('link', { name: 'Edit problem A' });
    expect(screen.getByRole('link', { name: 'Edit problem A' }).getAttribute('href')).toContain(
      '&problem=42',
    );
    expect(screen.queryByRole('link', { name: 'Edit problem B' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit problem P' })).toBeNull();
  });

  it("shows the group's root Edit on everyone's problems", async () => {
    setup({ isRoot: true });
    expect((await screen.findByRole('link', { name: 'Edit problem B' })).getAttribute('href')).toContain(
      '&problem=43',
    );
    expect(screen.queryByRole('link', { name: 'Edit problem P' })).toBeNull();
  });
});

describe('creating a problem inside a group contest', () => {
  it("asks for the contest's display id and title right after the problem's display id", async () => {
    setup({ url: `${PROBLEMS_URL}&problem=new` });
    await screen.findByLabelText('* Display ID in the contest');
    expect(screen.getByRole('note').textContent).toContain('GRP');
    save();
    expect(formError()).toBe('Problem display id is required');
    type('* Display ID', 'P9');
    save();
    expect(formError()).toBe('The problem display ID in the contest is required');
    type('* Display ID in the contest', '  ');
    save();
    expect(formError()).toBe('The problem display ID in the contest is required');
    type('* Display ID in the contest', 'A');
    save();
    expect(formError()).toBe('The problem display title in the contest is required');
    type('* Display title in the contest', 'Sum');
    save();
    expect(formError()).toBe('Title is required');
  });

  it('creates it through POST contest-problem as a contest problem, then puts it into the contest', async () => {
    const { fetch, router } = setup();
    fireEvent.click(await screen.findByRole('link', { name: 'Create a problem' }));
    await screen.findByLabelText('* Display ID in the contest');
    const oi = screen.getByRole('radio', { name: 'OI' }) as HTMLInputElement;
    expect(oi.checked).toBe(true);
    expect(oi.disabled).toBe(true);
    const visibility = screen.getAllByLabelText('Visibility')[0] as HTMLSelectElement;
    expect(visibility.value).toBe('3');
    expect(visibility.disabled).toBe(true);
    fillNewProblem();
    save();
    await waitFor(() => expect(router.state.location.search).toBe('?admin=1&view=problems&cid=5'));
    const [created] = callsTo(fetch, '/api/group/contest-problem', 'POST');
    // The short name typed in front is the server's to add.
    expect(bodyOf(created).problem).toMatchObject({
      problemId: 'P9',
      title: 'A + B',
      gid: 7,
      type: 1,
      auth: 3,
    });
    const [placed] = callsTo(fetch, '/api/group/contest-problem', 'PUT');
    expect(bodyOf(placed)).toMatchObject({
      cid: 5,
      pid: 99,
      displayId: 'C',
      displayTitle: 'Sum',
      color: null,
    });
    expect(callsTo(fetch, '/api/group/problem', 'POST')).toHaveLength(0);
    expect(callsTo(fetch, '/api/admin/contest/problem', 'POST')).toHaveLength(0);
    await screen.findByRole('link', { name: 'Create a problem' });
  });

  it('retries only the placement when the contest refused it, without a second copy of the problem', async () => {
    let refuse = true;
    const { fetch, router } = setup({
      url: `${PROBLEMS_URL}&problem=new`,
      answer: (url, init) => {
        if (url !== '/api/group/contest-problem' || init?.method !== 'PUT' || !refuse) return undefined;
        refuse = false;
        return envelope(null, { status: 400, msg: 'The display id is already used in this contest' });
      },
    });
    await screen.findByLabelText('* Display ID in the contest');
    fillNewProblem();
    save();
    await waitFor(() =>
      expect(formError()).toBe(
        'The problem GRPP9 was saved, but could not be put into the contest: The display id is already used in this contest Saving again only retries putting it in, with the display ID and title in the contest.',
      ),
    );
    expect(router.state.location.search).toContain('problem=new');
    type('* Display ID in the contest', 'D');
    save();
    await waitFor(() => expect(router.state.location.search).toBe('?admin=1&view=problems&cid=5'));
    expect(callsTo(fetch, '/api/group/contest-problem', 'POST')).toHaveLength(1);
    const puts = callsTo(fetch, '/api/group/contest-problem', 'PUT');
    expect(puts).toHaveLength(2);
    expect(bodyOf(puts[1])).toMatchObject({ cid: 5, pid: 99, displayId: 'D' });
  });
});

describe('editing a problem of a group contest', () => {
  it('saves the problem through PUT /api/group/problem, then its display id and title in the contest', async () => {
    const { fetch, router } = setup();
    const row = (await screen.findByRole('link', { name: 'Edit problem A' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('link', { name: 'Edit problem A' }));
    const displayTitle = (await screen.findByLabelText('* Display title in the contest')) as HTMLInputElement;
    await waitFor(() => expect(displayTitle.value).toBe('Old title'));
    expect((screen.getByLabelText('* Display ID in the contest') as HTMLInputElement).value).toBe('A');
    expect(fetch.mock.calls.some(([url]) => url === '/api/group/contest-problem?cid=5&pid=42')).toBe(true);
    expect((await screen.findByLabelText<HTMLInputElement>('* Title')).value).toBe('Stored');
    type('* Display title in the contest', '');
    save();
    expect(formError()).toBe('The problem display title in the contest is required');
    type('* Display title in the contest', 'New title');
    save();
    await waitFor(() => expect(router.state.location.search).toBe('?admin=1&view=problems&cid=5'));
    const [updated] = callsTo(fetch, '/api/group/problem', 'PUT');
    expect(bodyOf(updated).problem).toMatchObject({ id: 42, problemId: 'P1', gid: 7, auth: 3 });
    const [placed] = callsTo(fetch, '/api/group/contest-problem', 'PUT');
    expect(bodyOf(placed)).toMatchObject({
      cid: 5,
      pid: 42,
      displayId: 'A',
      displayTitle: 'New title',
      color: '#ff0000',
    });
    expect(callsTo(fetch, '/api/group/contest-problem', 'POST')).toHaveLength(0);
  });
});

import type { AdminProblemDetail, Language } from '@contract/problem';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProblemEditPage } from './problem-edit-page';

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const language = (id: number, name: string, oj: string): Language => ({
  id,
  name,
  description: name,
  contentType: 'text/x-c++src',
  compileCommand: '',
  template: '',
  codeTemplate: '',
  isSpj: false,
  oj,
  seq: id,
});

const siteLanguages = [language(1, 'C', 'ME'), language(2, 'C++', 'ME')];
const codeforcesLanguages = [language(31, 'GNU G++17 7.3.0', 'CF'), language(32, 'Python 3.8', 'CF')];

function storedProblem(overrides: Partial<AdminProblemDetail> = {}): AdminProblemDetail {
  return {
    id: 7,
    problemId: 'CF-1A',
    title: 'Theatre Square',
    author: 'root',
    type: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    description: 'Pave the square.',
    input: '',
    output: '',
    examples: '<input>6 6 4</input><output>4</output>',
    isRemote: true,
    source: 'https://codeforces.com/problemset/problem/1/A',
    difficulty: 1,
    hint: null,
    auth: 1,
    ioScore: 100,
    codeShare: true,
    isRemoveEndBlank: false,
    openCaseResult: true,
    isUploadCase: false,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFile: null,
    isGroup: false,
    gid: null,
    applyPublicProgress: null,
    gmtCreate: '2024-01-01T00:00:00Z',
    gmtModified: '2024-01-01T00:00:00Z',
    spjCode: null,
    spjLanguage: null,
    judgeExtraFile: null,
    caseVersion: null,
    modifiedUser: null,
    languages: [codeforcesLanguages[0]!],
    codeTemplates: [],
    tags: [
      {
        id: 3,
        name: 'CF',
        color: '#1e90ff',
        oj: 'CF',
        gid: null,
        tcid: null,
        gmtCreate: '2024-01-01T00:00:00Z',
        gmtModified: '2024-01-01T00:00:00Z',
      },
    ],
    samples: [],
    ...overrides,
  };
}

/** The platform behind the editor: the stored problem, both language lists and the save. */
function stubApi(
  problem: AdminProblemDetail,
  save = () => envelope({ pid: 7, problemId: problem.problemId }),
) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/admin/problem' && (init?.method ?? 'GET') === 'GET') return envelope(problem);
    if (pathname === '/api/admin/problem') return save();
    if (pathname === '/api/languages')
      return envelope(searchParams.get('pid') === '7' ? codeforcesLanguages : siteLanguages);
    if (pathname === '/api/get-all-problem-tags') return envelope([]);
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// The catch-all route also takes the editor's way back to the list after a save.
const renderEditor = () => renderWithProviders(<ProblemEditPage pid={7} />, { url: '/admin/problem/edit/7' });

const saveBody = (fetch: ReturnType<typeof stubApi>) => {
  const call = fetch.mock.calls.find(([url, init]) => url === '/api/admin/problem' && init?.method === 'PUT');
  return call ? JSON.parse(String(call[1]!.body)) : null;
};

describe('the editor of a remote judge problem', () => {
  it('shows where it is judged, with the judge badge and the link to the problem on the judge', async () => {
    stubApi(storedProblem());
    renderEditor();
    const note = await screen.findByRole('note');
    expect(within(note).getByTestId('remote-judge-badge').textContent).toBe('Codeforces');
    expect(within(note).getByText('Judged on Codeforces')).toBeTruthy();
    const origin = within(note).getByRole('link', { name: 'Open 1A on Codeforces (new tab)' });
    expect(origin.getAttribute('href')).toBe('https://codeforces.com/problemset/problem/1/A');
  });

  it("offers the judge's languages and leaves out test data, checker, read-write mode and extra files", async () => {
    const fetch = stubApi(storedProblem());
    renderEditor();
    const languages = await screen.findByRole('group', { name: 'Languages' });
    expect(within(languages).getByLabelText('GNU G++17 7.3.0')).toBeTruthy();
    expect(within(languages).getByLabelText('Python 3.8')).toBeTruthy();
    expect(within(languages).queryByLabelText('C++')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => url === '/api/languages?pid=7')).toBe(true);
    for (const section of ['Judge mode', 'Read-write mode', 'Judge samples', 'Extra files'])
      expect(screen.queryByRole('heading', { name: section })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Code templates' })).toBeTruthy();
    expect((screen.getByLabelText('* Display ID') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('OI') as HTMLInputElement).disabled).toBe(true);
  });

  it('saves it as remote with the languages chosen, though its statement has no input section', async () => {
    const fetch = stubApi(storedProblem());
    const { router } = renderEditor();
    fireEvent.click(await screen.findByLabelText('Python 3.8'));
    fireEvent.change(screen.getByLabelText('* Title'), { target: { value: 'Theatre Square (CF)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveBody(fetch)).not.toBeNull());
    const body = saveBody(fetch);
    expect(body.problem).toMatchObject({
      id: 7,
      problemId: 'CF-1A',
      title: 'Theatre Square (CF)',
      isRemote: true,
      isFileIO: false,
    });
    expect(body.samples).toEqual([]);
    expect(body.languages).toEqual([
      { id: 31, name: 'GNU G++17 7.3.0' },
      { id: 32, name: 'Python 3.8' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/problems'));
  });

  it("shows the server's refusal beside the form and keeps what was typed", async () => {
    stubApi(storedProblem(), () => envelope(null, { status: 400, msg: 'Unknown language: GNU G++17 7.3.0' }));
    renderEditor();
    fireEvent.change(await screen.findByLabelText('* Title'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('problem-form-error').textContent).toBe('Unknown language: GNU G++17 7.3.0'),
    );
    expect((screen.getByLabelText('* Title') as HTMLInputElement).value).toBe('Renamed');
  });
});

describe('the editor of a local problem', () => {
  it("offers the site's languages and every judging section, with no judge note", async () => {
    const fetch = stubApi(
      storedProblem({
        problemId: 'P1000',
        isRemote: false,
        input: 'Two integers.',
        output: 'Their sum.',
        languages: [siteLanguages[0]!],
      }),
    );
    renderEditor();
    const languages = await screen.findByRole('group', { name: 'Languages' });
    expect(within(languages).getByLabelText('C++')).toBeTruthy();
    expect(within(languages).queryByLabelText('Python 3.8')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/languages?pid'))).toBe(false);
    expect(screen.queryByRole('note')).toBeNull();
    for (const section of ['Judge mode', 'Read-write mode', 'Judge samples', 'Extra files'])
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    expect((screen.getByLabelText('* Display ID') as HTMLInputElement).readOnly).toBe(false);
  });
});

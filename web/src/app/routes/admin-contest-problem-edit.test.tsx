import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminContestProblemEditRoute from './admin-contest-problem-edit';

const languages = [
  { id: 1, name: 'C', isSpj: true, description: 'GCC', contentType: 'text/x-csrc' },
  { id: 2, name: 'C++', isSpj: true, description: 'G++', contentType: 'text/x-c++src' },
];

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
});
afterEach(() => vi.unstubAllGlobals());

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const formError = () => screen.getByTestId('problem-form-error').textContent;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function setup() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/languages')) return envelope(languages);
    if (url.startsWith('/api/admin/contest?')) return envelope({ id: 5, title: 'Spring cup', type: 1 });
    if (url === '/api/admin/contest/problem') return envelope({ pid: 99 });
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetch);
  const view = renderWithProviders(<AdminContestProblemEditRoute />, {
    url: '/admin/contest/5/problem/create',
    // Wide enough that the page it returns to is matched too.
    path: '/admin/contest/:contestId/*',
  });
  return { fetch, ...view };
}

describe('creating a problem inside a contest', () => {
  it("asks for the contest's display id and title right after the problem's display id", async () => {
    setup();
    await screen.findByLabelText('* Display ID in the contest');
    save();
    expect(formError()).toBe('Problem display id is required');
    type('* Display ID', 'P9');
    save();
    expect(formError()).toBe('The problem display ID in the contest is required');
    type('* Display ID in the contest', 'A');
    save();
    expect(formError()).toBe('The problem display title in the contest is required');
    type('* Display title in the contest', 'Sum');
    save();
    expect(formError()).toBe('Title is required');
  });

  it("takes the contest's type, a contest visibility, and saves through the contest endpoint", async () => {
    const { fetch, router } = setup();
    await screen.findByLabelText('* Display ID in the contest');
    const oi = screen.getByRole('radio', { name: 'OI' }) as HTMLInputElement;
    expect(oi.checked).toBe(true);
    expect(oi.disabled).toBe(true);
    const auth = screen.getAllByLabelText('Visibility')[0] as HTMLSelectElement;
    expect(auth.value).toBe('3');
    expect(auth.disabled).toBe(true);
    type('* Display ID', 'P9');
    type('* Display ID in the contest', ' A ');
    type('* Display title in the contest', 'Sum');
    type('* Title', 'A + B');
    type(/^\*?Input description$/, 'in');
    type(/^\*?Output description$/, 'out');
    fireEvent.click(screen.getByLabelText('Type in samples'));
    type('Input of sample 1', '1 2');
    type('Output of sample 1', '3');
    type('Score of case 1', '100');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/contest/5/problems'));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/admin/contest/problem')!;
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({ cid: 5, displayId: 'A', displayTitle: 'Sum' });
    expect(body.problem).toMatchObject({ problemId: 'P9', title: 'A + B', type: 1, auth: 3 });
    expect(fetch.mock.calls.some(([url]) => url === '/api/admin/problem')).toBe(false);
    // The plain problem page's draft is not touched by a contest's editor.
    expect(localStorage.getItem('adminProblemDraft')).toBeNull();
  });
});

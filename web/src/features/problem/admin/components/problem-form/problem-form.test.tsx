import type { Language } from '@contract/problem';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProblemForm } from '../../lib/problem-form';
import { ProblemForm } from './problem-form';

const languages = [
  { id: 1, name: 'C', isSpj: true, description: 'GCC', contentType: 'text/x-csrc' },
  { id: 2, name: 'C++', isSpj: true, description: 'G++', contentType: 'text/x-c++src' },
] as Language[];

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const formError = () => screen.getByTestId('problem-form-error').textContent;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/get-all-problem-tags'))
      return envelope([{ id: 9, name: 'math', color: '#123456' }]);
    return envelope({ id: 1, problemId: 'P1' });
  });
  vi.stubGlobal('fetch', fetch);
  const view = renderForm.render();
  return { fetch, ...view };
}
renderForm.render = () =>
  renderWithProviders(
    <ProblemForm initial={emptyProblemForm(['C', 'C++'])} languages={languages} isEdit={false} />,
    {
      url: '/admin/problem/create',
    },
  );

describe('the admin problem form', () => {
  it('checks the fields in the spec order before saving', async () => {
    const { fetch } = renderForm();
    save();
    expect(formError()).toBe('Problem display id is required');
    type('* Display ID', 'P1');
    save();
    expect(formError()).toBe('Title is required');
    type('* Title', 'A + B');
    save();
    expect(formError()).toBe('Input description is required');
    fireEvent.change(screen.getByLabelText(/^\*?Input description$/), { target: { value: 'two numbers' } });
    fireEvent.change(screen.getByLabelText(/^\*?Output description$/), { target: { value: 'their sum' } });
    save();
    // Upload mode is the default and nothing was uploaded.
    expect(formError()).toBe('Judge Samples is required');
    expect(fetch.mock.calls.some(([url]) => url === '/api/admin/problem')).toBe(false);
  });

  it('marks every invalid field at once, focuses the first, and clears a message when its field is fixed', async () => {
    renderForm();
    save();
    const id = screen.getByLabelText('* Display ID') as HTMLInputElement;
    const title = screen.getByLabelText('* Title') as HTMLInputElement;
    const input = screen.getByLabelText(/^\*?Input description$/);
    for (const field of [id, title, input]) expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(id.className).toContain('input-error');
    expect(document.getElementById(id.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Problem display id is required',
    );
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Judge Samples is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(id));
    expect(formError()).toBe('Problem display id is required');
    expect(screen.getByTestId('problem-form-error').parentElement!.textContent).toMatch(
      /and \d+ more to fix/,
    );

    // Typing the display id clears its message without another Save; the others stay.
    type('* Display ID', 'P1');
    await waitFor(() => expect(id.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('Problem display id is required')).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(formError()).toBe('Title is required');
  });

  it('spreads 100 points over the samples when the type becomes OI', () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Type in samples'));
    fireEvent.click(screen.getByRole('button', { name: 'Add sample' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add sample' }));
    fireEvent.click(screen.getByLabelText('OI'));
    const scores = [1, 2, 3].map(
      (n) => (screen.getByLabelText(`Score of case ${n}`) as HTMLInputElement).value,
    );
    expect(scores).toEqual(['33', '33', '34']);
    expect(screen.getByText('Total score: 100')).toBeTruthy();
  });

  it('refuses the same tag twice with the spec warning', async () => {
    renderForm();
    const input = screen.getByLabelText('Pick an existing tag or type a new one');
    fireEvent.change(input, { target: { value: 'dp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    fireEvent.change(input, { target: { value: 'DP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(toastStore.get().at(-1)).toMatchObject({
      kind: 'warning',
      message: 'The tag has been added, please do not add it repeatedly',
    });
    expect(screen.getAllByRole('button', { name: /Remove tag/ })).toHaveLength(1);
  });

  it('shows the judge mode dialog and asks for a compile before saving a new checker', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Special judge'));
    expect(screen.getByRole('dialog', { name: 'Judge mode' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.getByTestId('checker-state').textContent).toBe('Not compiled');
  });

  it('keeps everything typed when the server refuses the save, and keeps a draft', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/admin/problem' && init?.method === 'POST') {
        return envelope(null, { status: 400, msg: 'The problem_id [P1] already exists. Do not reuse it!' });
      }
      return envelope([]);
    });
    vi.stubGlobal('fetch', fetch);
    renderForm.render();
    type('* Display ID', 'P1');
    type('* Title', 'A + B');
    fireEvent.change(screen.getByLabelText(/^\*?Input description$/), { target: { value: 'in' } });
    fireEvent.change(screen.getByLabelText(/^\*?Output description$/), { target: { value: 'out' } });
    fireEvent.click(screen.getByLabelText('Type in samples'));
    fireEvent.change(screen.getByLabelText('Input of sample 1'), { target: { value: '1 2' } });
    fireEvent.change(screen.getByLabelText('Output of sample 1'), { target: { value: '3' } });
    save();
    await waitFor(() => expect(formError()).toBe('The problem_id [P1] already exists. Do not reuse it!'));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/admin/problem')!;
    const body = JSON.parse(String(init!.body));
    expect(body.problem).toMatchObject({ problemId: 'P1', title: 'A + B', input: 'in', output: 'out' });
    expect(body.samples).toEqual([{ input: '1 2', output: '3', score: null, groupNum: null }]);
    expect(body.languages).toEqual([
      { id: 1, name: 'C' },
      { id: 2, name: 'C++' },
    ]);
    expect((screen.getByLabelText('* Title') as HTMLInputElement).value).toBe('A + B');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('adminProblemDraft')!).form.title).toBe('A + B'),
    );
  });
});

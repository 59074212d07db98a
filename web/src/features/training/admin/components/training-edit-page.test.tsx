import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrainingEditPage } from './training-edit-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const CATEGORIES = [
  { id: 1, name: 'Basics', color: '#ff0000', gid: null },
  { id: 2, name: 'Advanced', color: '#0000ff', gid: null },
];
const STORED = {
  training: {
    id: 9,
    title: 'Stored',
    description: 'About it',
    author: 'root',
    uid: 'u',
    auth: 'Private',
    privatePwd: 'pw',
    status: true,
    rank: 12,
    isGroup: false,
    gid: null,
    categoryId: 2,
    gmtCreate: '',
    gmtModified: '',
  },
  trainingCategory: CATEGORIES[1],
};

function setup(url: string, categories: unknown[] = CATEGORIES) {
  const fetch = vi.fn(async (path: string, _init?: RequestInit) => {
    if (path.startsWith('/api/get-training-category')) return envelope(categories);
    if (path.startsWith('/api/admin/training?tid=')) return envelope(STORED);
    return envelope({ tid: 1 });
  });
  vi.stubGlobal('fetch', fetch);
  const view = renderWithProviders(<TrainingEditPage />, {
    url,
    path: url.endsWith('/edit') ? '/admin/training/:trainingId/edit' : '/admin/training/create',
  });
  return { fetch, router: view.router };
}
const saved = (fetch: ReturnType<typeof setup>['fetch']) => {
  const call = fetch.mock.calls.find(
    ([path, init]) => path === '/api/admin/training' && init?.method !== 'GET',
  );
  return call ? { method: call[1]?.method, body: JSON.parse(String(call[1]?.body)) } : null;
};
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const lastToast = () => toastStore.get().at(-1)?.message;

describe('the training editor', () => {
  it('creates a training as HOJ’s TrainingDTO after the spec’s checks in order', async () => {
    const { fetch, router } = setup('/admin/training/create');
    await screen.findByRole('heading', { name: 'Create training' });
    expect((screen.getByLabelText('* Training rank') as HTMLInputElement).value).toBe('1000');
    save();
    expect(lastToast()).toBe('Training title is required');
    type('* Training title', 'Greedy');
    save();
    expect(lastToast()).toBe('Training description is required');
    type(/^\*?Training description$/, 'Pick well');
    save();
    expect(lastToast()).toBe('Training category is required');
    type(/Training category/, '2');
    type(/Training auth/, 'Private');
    save();
    expect(lastToast()).toBe('Training password is required');
    type('* Training password', 'secret');
    type('* Training rank', '2147483648');
    save();
    expect(lastToast()).toBe('Training rank must be a whole number from 0 to 2147483647');
    expect(saved(fetch)).toBeNull();
    type('* Training rank', '0');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/training'));
    expect(saved(fetch)).toEqual({
      method: 'POST',
      body: {
        training: {
          rank: 0,
          title: 'Greedy',
          description: 'Pick well',
          auth: 'Private',
          privatePwd: 'secret',
          status: true,
        },
        trainingCategory: { id: 2 },
      },
    });
  });

  it('loads a training into the form and saves it with PUT', async () => {
    const { fetch } = setup('/admin/training/9/edit');
    await screen.findByRole('heading', { name: /Edit training/ });
    expect((screen.getByLabelText('* Training title') as HTMLInputElement).value).toBe('Stored');
    expect((screen.getByLabelText(/Training category/) as HTMLSelectElement).value).toBe('2');
    expect((screen.getByLabelText('* Training password') as HTMLInputElement).value).toBe('pw');
    type(/Training auth/, 'Public');
    expect(screen.queryByLabelText('* Training password')).toBeNull();
    save();
    await waitFor(() => expect(saved(fetch)?.method).toBe('PUT'));
    expect(saved(fetch)?.body).toMatchObject({
      training: { id: 9, rank: 12, auth: 'Public', privatePwd: '' },
      trainingCategory: { id: 2 },
    });
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const fetch = vi.fn(async (path: string, init?: RequestInit) => {
      if (path.startsWith('/api/get-training-category')) return envelope(CATEGORIES);
      if (init?.method === 'POST')
        return envelope(null, { status: 400, msg: 'The training category does not exist' });
      return envelope(null);
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TrainingEditPage />, {
      url: '/admin/training/create',
      path: '/admin/training/create',
    });
    await screen.findByRole('heading', { name: 'Create training' });
    type('* Training title', 'Greedy');
    type(/^\*?Training description$/, 'Pick well');
    type(/Training category/, '1');
    save();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('The training category does not exist').length).toBeGreaterThan(0);
    expect((screen.getByLabelText('* Training title') as HTMLInputElement).value).toBe('Greedy');
  });

  it('sends the admin to the category page when no category exists yet', async () => {
    const { router } = setup('/admin/training/create', []);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/training/category'));
    expect(lastToast()).toBe('A training needs a category: please add one first');
  });
});

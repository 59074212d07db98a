import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryPage } from './category-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const login = (roleList: string[]) =>
  auth.login('tok', { uid: 'me', username: 'me', avatar: null, roleList } as never);

function setup() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/get-training-category'))
      return envelope([
        { id: 1, name: 'Basics', color: '#ff0000', gid: null, gmtCreate: '', gmtModified: '' },
      ]);
    if (init?.method === 'POST' || init?.method === 'PUT') return envelope(JSON.parse(String(init.body)));
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<CategoryPage />, { url: '/admin/training/category' });
  return fetch;
}
const calls = (fetch: ReturnType<typeof setup>, method: string) =>
  fetch.mock.calls.filter(([, init]) => init?.method === method);

describe('the training category page', () => {
  it('lists the categories with their colour and adds one', async () => {
    login(['problem_admin']);
    const fetch = setup();
    expect(await screen.findByText('#ff0000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Category name is required');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '* Category name' }), {
      target: { value: ' Graphs ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Colour code' }), {
      target: { value: '#00ff00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fetch, 'POST')).toHaveLength(1));
    const [url, init] = calls(fetch, 'POST')[0]!;
    expect(url).toBe('/api/admin/training/category');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Graphs', color: '#00ff00' });
  });

  it('edits and deletes after confirmation', async () => {
    login(['root']);
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit category Basics' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '* Category name' }), {
      target: { value: 'Basic' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls(fetch, 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetch, 'PUT')[0]![1]?.body))).toEqual({
      id: 1,
      name: 'Basic',
      color: '#ff0000',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Delete category Basics' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete category' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls(fetch, 'DELETE').map(([url]) => url)).toEqual(['/api/admin/training/category?cid=1']),
    );
  });

  it('is read-only for an admin, whom HOJ does not let write categories', async () => {
    login(['admin']);
    setup();
    expect(await screen.findByText('#ff0000')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add category' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit category Basics' })).toBeNull();
    expect(screen.getByText(/Only the super administrator and problem admins/)).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserListPage } from './user-list-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const user = (uid: string, username: string, roleId: number, status = 0) => ({
  uid,
  username,
  nickname: null,
  realname: null,
  school: null,
  gender: 'secrecy',
  email: `${username}@example.com`,
  avatar: null,
  titleName: null,
  titleColor: null,
  status,
  gmtCreate: '2030-01-01T09:00:00.000Z',
  gmtModified: '2030-01-01T09:00:00.000Z',
  roles: [{ id: roleId, role: 'x' }],
});

function setup() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.startsWith('/api/admin/user/get-user-list')
      ? envelope({
          records: [user('u1', 'amy', 1001), user('u2', 'bob', 1002, 1)],
          total: 2,
          current: 1,
          size: 10,
        })
      : envelope(null),
  );
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<UserListPage />, { url: '/admin/user' });
  return fetch;
}

describe('the admin user list', () => {
  it('lists users with their roles and status, and filters admins through the toggle', async () => {
    const fetch = setup();
    expect(await screen.findByText('amy')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
    expect(screen.getByText('Disabled')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Only admins'));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('onlyAdmin=true'))).toBe(true),
    );
  });

  it('deletes the selected users after confirmation', async () => {
    const fetch = setup();
    await screen.findByText('amy');
    const remove = screen.getByRole('button', { name: 'Delete selected (0)' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Select amy'));
    fireEvent.click(screen.getByLabelText('Select bob'));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete the 2 selected user/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(url).toBe('/api/admin/user/delete-user');
    expect(JSON.parse(String(init?.body))).toEqual({ ids: ['u1', 'u2'] });
  });

  it('opens the edit dialog and saves the changed role and status', async () => {
    const fetch = setup();
    await screen.findByText('amy');
    fireEvent.click(screen.getByRole('button', { name: 'Edit amy' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: '1002' } });
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      uid: 'u1',
      username: 'amy',
      type: 1002,
      status: 1,
      setNewPwd: false,
    });
  });
});

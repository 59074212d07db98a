import { fireEvent, screen, waitFor } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLoginPage } from './admin-login-page';

beforeAll(setupTestI18n);
beforeEach(() => {
  auth.clear();
  localStorage.clear();
  toastStore.set([]);
});
afterEach(() => vi.unstubAllGlobals());

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

describe('admin login page', () => {
  it('asks for the username and the password before calling', () => {
    const fetch = vi.fn(async (_url: string) => envelope({}));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<AdminLoginPage />, { url: '/admin/login' });
    submit();
    expect(screen.getByText('Please enter username')).toBeTruthy();
    expect(screen.getByText('Please enter password')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => url === '/api/admin/login')).toBe(false);
  });

  it('logs an administrator in, remembers the login and welcomes them', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      envelope(
        { uid: '1', username: 'root', avatar: null, roleList: ['root'] },
        { headers: { Authorization: 'token-1' }, msg: 'Welcome back, administrator' },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { router } = renderWithProviders(<AdminLoginPage />, { url: '/admin/login' });
    expect(screen.getByTestId('admin-last-login').textContent).toBe('No earlier admin login in this browser');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'root' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    submit();
    await waitFor(() => expect(auth.getToken()).toBe('token-1'));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/admin/login')!;
    expect(new Headers(init.headers).get('Url-Type')).toBe('admin');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'root', password: 'secret' });
    expect(toastStore.get().at(-1)?.message).toBe('Welcome back, administrator');
    expect(router.state.location.pathname).toBe('/admin');
    expect(JSON.parse(localStorage.getItem('adminLastLogin')!)).toMatchObject({ username: 'root' });
  });

  it('shows why the server refused and keeps the visitor on the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, { status: 400, msg: 'Please check your username or password' })),
    );
    const { router } = renderWithProviders(<AdminLoginPage />, { url: '/admin/login' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'root' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    submit();
    await screen.findByRole('alert');
    expect(screen.getByRole('alert').textContent).toBe('Please check your username or password');
    expect(auth.getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});

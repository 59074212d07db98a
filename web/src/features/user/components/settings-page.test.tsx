import { fireEvent, screen, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from './settings-page';

const USER = {
  uid: 'u1',
  username: 'ada',
  nickname: 'Ada',
  realname: null,
  email: 'ada@example.com',
  mobile: '13800000000',
  avatar: null,
  school: null,
  number: null,
  gender: 'female' as const,
  signature: null,
  github: null,
  blog: null,
  cfUsername: null,
  titleName: null,
  titleColor: null,
  roleList: ['default_user'],
};

const fetchMock = vi.fn<typeof fetch>();
const section = (title: string) => screen.getByRole('heading', { name: title }).closest('form')!;

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
  auth.login('tok', USER);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => envelope({}));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('account settings', () => {
  it('refuses a new password equal to the current one', () => {
    renderWithProviders(<SettingsPage />);
    const form = section('Change Password');
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'secret1' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'secret1' } });
    fireEvent.change(within(form).getByLabelText('Password again'), { target: { value: 'secret1' } });
    fireEvent.submit(form);
    expect(within(form).getByText('Password must differ from the current one')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/change-password')).toBe(false);
  });

  it('shows the reason when the server refuses the change and keeps the session', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/change-password'
        ? envelope(null, { status: 400, msg: 'The current password is wrong' })
        : envelope({}),
    );
    renderWithProviders(<SettingsPage />);
    const form = section('Change Password');
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'old-one' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'new-one' } });
    fireEvent.change(within(form).getByLabelText('Password again'), { target: { value: 'new-one' } });
    fireEvent.submit(form);
    await vi.waitFor(() => expect(toastStore.get().at(-1)?.message).toBe('The current password is wrong'));
    expect(auth.getToken()).toBe('tok');
    expect((within(form).getByLabelText('New password') as HTMLInputElement).value).toBe('new-one');
  });

  it('clears the form after the password changed', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/change-password' ? envelope({ code: 200, msg: 'changed' }) : envelope({}),
    );
    renderWithProviders(<SettingsPage />);
    const form = section('Change Password');
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'old-one' } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'new-one' } });
    fireEvent.change(within(form).getByLabelText('Password again'), { target: { value: 'new-one' } });
    fireEvent.submit(form);
    await vi.waitFor(() => expect(toastStore.get().at(-1)?.kind).toBe('success'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/change-password')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ oldPassword: 'old-one', newPassword: 'new-one' });
    expect((within(form).getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('asks for the current password, refuses the current mobile number and saves a new one', async () => {
    fetchMock.mockImplementation(async (url) =>
      url === '/api/change-userInfo' ? envelope({ ...USER, mobile: '13900000000' }) : envelope({}),
    );
    renderWithProviders(<SettingsPage />);
    const form = section('Change Mobile');
    const input = within(form).getByLabelText('New mobile');
    fireEvent.change(input, { target: { value: '13800000000' } });
    fireEvent.submit(form);
    expect(within(form).getByText('Mobile must differ from the current one')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/change-userInfo')).toBe(false);

    fireEvent.change(input, { target: { value: '13900000000' } });
    fireEvent.submit(form);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/change-userInfo')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: 'secret123' } });
    fireEvent.submit(form);
    await vi.waitFor(() => expect(auth.getUser()?.mobile).toBe('13900000000'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/change-userInfo')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ mobile: '13900000000', password: 'secret123' });
  });
});

describe('profile settings', () => {
  it('warns about an unsupported avatar file instead of uploading it', () => {
    renderWithProviders(<SettingsPage />);
    const input = screen.getByLabelText('Upload a new avatar', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })] },
    });
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'warning' });
    expect(toastStore.get().at(-1)?.message).toContain('Unsupported file type');
    expect(screen.queryByRole('heading', { name: 'Crop Avatar' })).toBeNull();
  });

  it('sends the whole profile and keeps the answer', async () => {
    fetchMock.mockImplementation(async (url, init) =>
      url === '/api/change-userInfo'
        ? envelope({ ...USER, ...JSON.parse(String(init!.body)) })
        : envelope({}),
    );
    renderWithProviders(<SettingsPage />);
    fireEvent.change(screen.getByLabelText('School'), { target: { value: 'MIT' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await vi.waitFor(() => expect(auth.getUser()?.school).toBe('MIT'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/change-userInfo')!;
    expect(JSON.parse(String(call[1]!.body))).toMatchObject({
      nickname: 'Ada',
      school: 'MIT',
      gender: 'female',
    });
  });

  it('blocks an over-long nickname', () => {
    renderWithProviders(<SettingsPage />);
    fireEvent.change(screen.getByLabelText('Nickname'), { target: { value: 'n'.repeat(21) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByText('Nickname must be at most 20 characters')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/change-userInfo')).toBe(false);
  });
});

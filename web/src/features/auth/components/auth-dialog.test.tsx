import { act, fireEvent, screen } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { authDialogStore, openAuthDialog } from '@web/lib/auth-dialog';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFailures } from '../lib/login-failures';
import AuthDialog from './auth-dialog';

const USER = { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] };
const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]!.body));

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function renderDialog(mode: 'login' | 'register' | 'reset') {
  act(() => openAuthDialog(mode));
  return renderWithProviders(<AuthDialog />);
}

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  loginFailures.set(0);
  toastStore.set([]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => envelope({}));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login', () => {
  it('is a 370 px dialog titled with the mode and the short name', () => {
    fetchMock.mockResolvedValue(envelope({ shortName: 'HOJ' }));
    renderDialog('login');
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector<HTMLElement>('.modal-box')!.style.maxWidth).toBe('370px');
    return vi.waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Login - HOJ'));
  });

  it('validates on blur without calling the server', () => {
    renderDialog('login');
    type('Username', '');
    expect(screen.getByText('Username is required')).toBeTruthy();
    fireEvent.submit(screen.getByLabelText('Password').closest('form')!);
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(callsTo('/api/login')).toHaveLength(0);
  });

  it('calls an empty password the password when it loses focus, not the current password', () => {
    renderDialog('login');
    type('Password', '');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.queryByText('Current password is required')).toBeNull();
  });

  it('takes focus on its first field, again when it turns to another form, and closes on Escape', () => {
    renderDialog('login');
    const username = screen.getByLabelText('Username');
    expect(document.activeElement).toBe(username);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Escape' });
    expect(authDialogStore.get().open).toBe(false);
  });

  it('stores the token from the Authorization header, closes and welcomes', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/login' ? envelope(USER, { headers: { Authorization: 'jwt-1' } }) : envelope({}),
    );
    renderDialog('login');
    type('Username', 'ada');
    type('Password', 'secret1');
    fireEvent.submit(screen.getByLabelText('Password').closest('form')!);
    await vi.waitFor(() => expect(auth.getToken()).toBe('jwt-1'));
    expect(bodyOf(callsTo('/api/login')[0]!)).toEqual({ username: 'ada', password: 'secret1' });
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ username: 'ada' });
    expect(authDialogStore.get().open).toBe(false);
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'success', message: 'Welcome back, ada!' });
  });

  it('counts failures and asks for the slide puzzle from the fifth on', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/login'
        ? envelope(null, { status: 400, msg: 'Check your username or password' })
        : envelope({}),
    );
    renderDialog('login');
    type('Username', 'ada');
    type('Password', 'wrong-password');
    const form = screen.getByLabelText('Password').closest('form')!;
    for (let attempt = 1; attempt <= 5; attempt++) {
      fireEvent.submit(form);
      await vi.waitFor(() => expect(loginFailures.get()).toBe(attempt));
    }
    expect(callsTo('/api/login')).toHaveLength(5);
    fireEvent.submit(form);
    expect(screen.getByText('Too many failed logins. Please complete the verification first.')).toBeTruthy();
    expect(callsTo('/api/login')).toHaveLength(5);
  });
});

describe('register', () => {
  beforeEach(() => {
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path === '/api/check-username-or-email') {
        const body = JSON.parse(String(init!.body));
        return envelope({ username: body.username === 'taken', email: body.email === 'used@example.com' });
      }
      if (path.startsWith('/api/get-register-code'))
        return envelope(null, { msg: 'Code sent to a@example.com' });
      if (path === '/api/register') return envelope(null, { status: 400, msg: 'The code is wrong' });
      return envelope({ register: true });
    });
  });

  it('checks on blur whether the username and the email are taken', async () => {
    renderDialog('register');
    type('Username', 'taken');
    expect(await screen.findByText('The username already exists')).toBeTruthy();
    type('Email', 'used@example.com');
    expect(await screen.findByText('The email already exists')).toBeTruthy();
  });

  it('re-checks the confirmation when the password changes', () => {
    renderDialog('register');
    type('Password', 'secret1');
    type('Password again', 'secret1');
    expect(screen.queryByText('The two passwords do not match')).toBeNull();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret2' } });
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
  });

  it('refuses to send a code to a malformed address', () => {
    renderDialog('register');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('The email format is incorrect')).toBeTruthy();
    expect(callsTo('/api/get-register-code')).toHaveLength(0);
  });

  it('keeps the 60 s countdown when the dialog is closed and reopened', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = renderDialog('register');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await vi.waitFor(() => expect(callsTo('/api/get-register-code')).toHaveLength(1));
    expect(screen.getByRole('button', { name: '60 s' })).toBeTruthy();
    first.unmount();

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    renderDialog('register');
    const button = screen.getByRole('button', { name: /\d+ s/ }) as HTMLButtonElement;
    expect(Number.parseInt(button.textContent!, 10)).toBeLessThanOrEqual(40);
    expect(button.disabled).toBe(true);
  });

  it('clears the code after a failed registration', async () => {
    renderDialog('register');
    type('Username', 'grace');
    type('Password', 'secret1');
    type('Password again', 'secret1');
    type('Email', 'g@example.com');
    type('Email code', '123456');
    fireEvent.submit(screen.getByLabelText('Email code').closest('form')!);
    await vi.waitFor(() => expect(callsTo('/api/register')).toHaveLength(1));
    await vi.waitFor(() => expect((screen.getByLabelText('Email code') as HTMLInputElement).value).toBe(''));
    expect(toastStore.get().at(-1)?.message).toBe('The code is wrong');
  });
});

describe('reset', () => {
  it('says when the email is unknown and refreshes the captcha after sending', async () => {
    let captchas = 0;
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path === '/api/captcha')
        return envelope({ img: `data:image/png;base64,${++captchas}`, captchaKey: `k${captchas}` });
      if (path === '/api/check-username-or-email') return envelope({ username: false, email: captchas > 1 });
      if (path === '/api/apply-reset-password') return envelope(null, { msg: 'Mail sent' });
      return envelope({});
    });
    renderDialog('reset');
    await screen.findByAltText('Captcha image');
    type('Email', 'who@example.com');
    expect(await screen.findByText('The email does not exist')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Click to get a new captcha' }));
    await vi.waitFor(() => expect(screen.getByAltText<HTMLImageElement>('Captcha image').src).toMatch(/,2$/));
    type('Captcha', 'ab12');
    fireEvent.submit(screen.getByLabelText('Captcha').closest('form')!);
    await vi.waitFor(() => expect(callsTo('/api/apply-reset-password')).toHaveLength(1));
    expect(bodyOf(callsTo('/api/apply-reset-password')[0]!)).toEqual({
      email: 'who@example.com',
      captcha: 'ab12',
      captchaKey: 'k2',
    });
    await vi.waitFor(() => expect(captchas).toBe(3));
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: /Waiting to resend \(\d+ s\)/ })).toBeTruthy();
  });
});

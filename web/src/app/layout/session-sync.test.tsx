import { act } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { renderWithProviders } from '@web/testing/render';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionSync } from './session-sync';

const user = (username: string) => ({ uid: username, username, avatar: null, roleList: [] }) as never;

function becomeVisible() {
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  localStorage.clear();
  auth.clear();
});

describe('SessionSync (page visibility)', () => {
  it('adopts a token and user stored by another tab', () => {
    auth.login('mine', user('ada'));
    renderWithProviders(<SessionSync />, { url: '/home' });
    localStorage.setItem('token', 'theirs');
    localStorage.setItem('userInfo', JSON.stringify(user('grace')));
    becomeVisible();
    expect(auth.getToken()).toBe('theirs');
    expect(auth.getUser()?.username).toBe('grace');
  });

  it('forgets the user and goes home when another tab logged out', () => {
    auth.login('mine', user('ada'));
    const { router } = renderWithProviders(<SessionSync />, { url: '/setting' });
    localStorage.removeItem('token');
    becomeVisible();
    expect(auth.getUser()).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('does nothing while nothing changed', () => {
    auth.login('mine', user('ada'));
    const { router } = renderWithProviders(<SessionSync />, { url: '/setting' });
    becomeVisible();
    expect(auth.getToken()).toBe('mine');
    expect(router.state.location.pathname).toBe('/setting');
  });
});

import type { UserInfo } from '@contract/account';
import { fireEvent, screen, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { authDialogStore } from '@web/lib/auth-dialog';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Navbar } from './navbar';

const built = (...paths: string[]) => paths.map((path) => ({ path, element: null }));
const user = { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as unknown as UserInfo;

beforeAll(setupTestI18n);
beforeEach(() => {
  auth.clear();
  authDialogStore.set({ open: false, mode: 'login' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelope({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;

describe('Navbar', () => {
  it('shows only the entries whose pages exist', () => {
    renderWithProviders(<Navbar />, { routes: built('/home', '/acm-rank', '/introduction') });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Problem' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: /Contest/ })).toBeNull();

    fireEvent.click(within(nav).getByRole('button', { name: /Rank/ }));
    expect(screen.getByRole('link', { name: 'ACM Rank' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'OI Rank' })).toBeNull();
  });

  it('highlights the current section and maps submission details to Status', () => {
    renderWithProviders(<Navbar />, {
      url: '/submission-detail/7',
      routes: built('/home', '/status', '/submission-detail/:submitID'),
    });
    expect(within(mainNav()).getByRole('link', { name: 'Status' }).getAttribute('aria-current')).toBe('page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('switches to the contest menu on a contest focus page', () => {
    renderWithProviders(<Navbar />, {
      url: '/contest/9/problem/A/full-screen',
      path: '/contest/:contestID/problem/:problemID/full-screen',
      handle: { navMode: 'contest' },
      routes: built(
        '/home',
        '/contest/:contestID',
        '/contest/:contestID/problems',
        '/contest/:contestID/rank',
      ),
    });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Contest Home' }).getAttribute('href')).toBe('/contest/9');
    expect(within(nav).getByRole('link', { name: 'Problems' }).getAttribute('href')).toBe(
      '/contest/9/problems',
    );
    expect(within(nav).queryByRole('link', { name: 'Home' })).toBeNull();
  });

  it('offers login and register to guests', () => {
    renderWithProviders(<Navbar />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(authDialogStore.get()).toEqual({ open: true, mode: 'register' });
  });

  it('offers login and register to guests in the phone drawer too, closing it', () => {
    renderWithProviders(<Navbar />, { routes: built('/home') });
    const register = screen.getByRole('button', { name: 'Register' });
    // Shown at every width: no breakpoint class hides it on phones.
    expect(register.className).not.toMatch(/\bhidden\b/);
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = screen.getByRole('complementary', { name: 'Main navigation' });
    expect(within(drawer).getByRole('button', { name: 'Login' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Register' }));
    expect(authDialogStore.get()).toEqual({ open: true, mode: 'register' });
    expect(screen.queryByRole('complementary', { name: 'Main navigation' })).toBeNull();
  });

  it('keeps the drawer to the menu for a signed-in user', () => {
    auth.login('tok', user);
    renderWithProviders(<Navbar />, { routes: built('/home') });
    fireEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    const drawer = screen.getByRole('complementary', { name: 'Main navigation' });
    expect(within(drawer).queryByRole('button', { name: 'Login' })).toBeNull();
  });

  // The signed-in menus are a lazy chunk of their own, hence `findBy`.
  it('shows the user menu, and Management only to admins once /admin exists', async () => {
    auth.login('tok', user);
    const { unmount } = renderWithProviders(<Navbar />, {
      routes: built('/setting', '/user-home', '/admin'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /ada/ }));
    expect(screen.getByRole('link', { name: 'Settings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Management' })).toBeNull();
    unmount();

    auth.login('tok', { ...user, roleList: ['problem_admin'] });
    renderWithProviders(<Navbar />, { routes: built('/setting', '/admin') });
    fireEvent.click(await screen.findByRole('button', { name: /ada/ }));
    const management = screen.getByRole('link', { name: 'Management' });
    expect(management.getAttribute('href')).toBe('/admin');
    expect(management.getAttribute('target')).toBe('_blank');
  });
});

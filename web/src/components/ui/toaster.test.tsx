import { act, cleanup, render, screen } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toast, toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { Toaster } from './toaster';

const ADMIN = { uid: 'u1', username: 'root', avatar: null, roleList: ['root'] };

afterEach(cleanup);
beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
});

it('drops the requests to log in once someone has, and keeps the rest', () => {
  render(<Toaster />);
  act(() => {
    toast.error('Please login first!', { untilLogin: true });
    toast.error('Network error');
  });
  expect(screen.getAllByRole('alert')).toHaveLength(2);
  act(() => {
    auth.login('jwt-1', ADMIN as never);
    toast.success('Welcome back');
  });
  expect(screen.queryByText('Please login first!')).toBeNull();
  expect(screen.getByText('Network error')).toBeTruthy();
  expect(screen.getByText('Welcome back')).toBeTruthy();
});

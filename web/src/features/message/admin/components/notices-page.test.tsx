import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoticesPage } from './notices-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const pushed = {
  id: 3,
  title: 'Maintenance',
  content: 'Down at **noon**',
  type: 'All',
  state: true,
  recipientId: null,
  recipientUsername: null,
  adminUsername: 'root',
  gmtCreate: '2030-01-01T09:00:00.000Z',
  gmtModified: '2030-01-01T09:00:00.000Z',
};
const waiting = {
  ...pushed,
  id: 4,
  title: 'For bob',
  type: 'Single',
  state: false,
  recipientUsername: 'bob',
};

function setup(failWith?: string) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return envelope({ records: [waiting, pushed], total: 2, current: 1, size: 10 });
    if (failWith && (method === 'POST' || method === 'PUT'))
      return envelope(null, { status: 400, msg: failWith });
    return envelope(method === 'POST' ? { id: 5 } : null);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, ...renderWithProviders(<NoticesPage />, { url: '/admin/notice' }) };
}
const sent = (fetch: ReturnType<typeof setup>['fetch'], method: string) =>
  fetch.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({
      query: Object.fromEntries(new URL(url, 'http://x').searchParams),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));

describe('the notices admin page', () => {
  it('lists notices with recipients, push state and author; filters by kind', async () => {
    const { fetch } = setup();
    expect(await screen.findByText('Maintenance')).toBeTruthy();
    expect(screen.getByText('Pushed')).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(screen.getByText(/· bob/)).toBeTruthy();
    expect(sent(fetch, 'GET')[0]!.query).toEqual({ currentPage: '1', limit: '10' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Recipients' }), { target: { value: 'Admin' } });
    await waitFor(() =>
      expect(sent(fetch, 'GET').at(-1)!.query).toEqual({ currentPage: '1', limit: '10', type: 'Admin' }),
    );
  });

  it('creates a notice for a designated user, asking for what is missing first', async () => {
    const { fetch } = setup();
    await screen.findByText('Maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'Create notice' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByTestId('notice-error').textContent).toBe('Title is required');
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: '  Hello  ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Content/ }), {
      target: { value: 'Hi **you**' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Designated user' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByTestId('notice-error').textContent).toBe(
      'Enter the username of the recipient',
    );
    expect(sent(fetch, 'POST')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Username of the recipient/), {
      target: { value: 'bob' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(fetch, 'POST').map((c) => c.body)).toEqual([
        { title: 'Hello', content: 'Hi **you**', type: 'Single', recipientUsername: 'bob' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog and shows the server's refusal", async () => {
    setup('The recipient does not exist');
    await screen.findByText('Maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'Edit For bob' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('notice-error').textContent).toBe('The recipient does not exist'),
    );
  });

  it("edits a pushed notice's text only: its recipients are locked", async () => {
    const { fetch } = setup();
    await screen.findByText('Maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Maintenance' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('radio', { name: 'All users' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(within(dialog).getByText(/already pushed/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Maintenance moved' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(fetch, 'PUT').map((c) => c.body)).toEqual([
        { id: 3, title: 'Maintenance moved', content: 'Down at **noon**' },
      ]),
    );
  });

  it('deletes after a confirmation', async () => {
    const { fetch } = setup();
    await screen.findByText('Maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Maintenance' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Users who received it lose it too/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent(fetch, 'DELETE').map((c) => c.query)).toEqual([{ id: '3' }]));
  });
});

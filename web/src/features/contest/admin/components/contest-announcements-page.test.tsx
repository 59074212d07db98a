import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContestAnnouncementsPage } from './contest-announcements-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const notice = {
  id: 3,
  cid: 5,
  title: 'Clarification',
  content: 'Read carefully',
  status: 0,
  uid: 'u1',
  username: 'root',
  gmtCreate: '2030-01-01T09:00:00.000Z',
  gmtModified: '2030-01-01T09:00:00.000Z',
};

function setup() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET' && url.startsWith('/api/admin/contest/announcement'))
      return envelope({ records: [notice], total: 1 });
    if (url.startsWith('/api/admin/contest?')) return envelope({ id: 5, title: 'Spring cup', type: 0 });
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<ContestAnnouncementsPage />, {
    url: '/admin/contest/5/announcement',
    path: '/admin/contest/:contestId/announcement',
  });
  return fetch;
}
const sent = (fetch: ReturnType<typeof setup>, method: string) =>
  fetch.mock.calls
    .filter(([url, init]) => init?.method === method && url.startsWith('/api/admin/contest/announcement'))
    .map(([url, init]) => ({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined }));

describe('the contest announcements page', () => {
  it('lists the announcements of the contest', async () => {
    const fetch = setup();
    expect(await screen.findByText('Clarification')).toBeTruthy();
    expect(screen.getByText('root')).toBeTruthy();
    const list = fetch.mock.calls.find(([url]) => url.startsWith('/api/admin/contest/announcement'));
    expect(Object.fromEntries(new URL(list![0], 'http://x').searchParams)).toEqual({
      cid: '5',
      currentPage: '1',
      limit: '10',
    });
  });

  it('creates one, asking for title and content first', async () => {
    const fetch = setup();
    await screen.findByText('Clarification');
    fireEvent.click(screen.getByRole('button', { name: 'Create announcement' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByTestId('announcement-error').textContent).toBe('Title is required');
    fireEvent.change(within(dialog).getByLabelText('* Title'), { target: { value: 'Lunch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByTestId('announcement-error').textContent).toBe('Content is required');
    fireEvent.change(within(dialog).getByLabelText(/^\*?Content$/), { target: { value: 'At noon' } });
    fireEvent.click(within(dialog).getByLabelText('Visible'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(fetch, 'POST')).toEqual([
        {
          url: '/api/admin/contest/announcement',
          body: { cid: 5, announcement: { title: 'Lunch', content: 'At noon', status: 1, cid: 5 } },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits one, and the visibility switch saves at once', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Visibility of Clarification' }));
    await waitFor(() =>
      expect(sent(fetch, 'PUT')[0]?.body).toEqual({
        cid: 5,
        announcement: { id: 3, title: 'Clarification', content: 'Read carefully', status: 1, cid: 5 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Clarification' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('* Title') as HTMLInputElement).value).toBe('Clarification');
    fireEvent.change(within(dialog).getByLabelText('* Title'), { target: { value: 'Clarification 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(fetch, 'PUT')).toHaveLength(2));
    expect(sent(fetch, 'PUT')[1]?.body.announcement).toMatchObject({
      id: 3,
      title: 'Clarification 2',
      status: 0,
    });
  });

  it('deletes one after confirmation', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Clarification' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the announcement "Clarification"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent(fetch, 'DELETE').map((c) => c.url)).toEqual(['/api/admin/contest/announcement?aid=3']),
    );
  });
});

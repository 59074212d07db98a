import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementsPage } from './announcements-page';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const notice = {
  id: 3,
  title: 'Maintenance',
  content: 'Down at **noon**',
  status: 0,
  uid: 'u1',
  username: 'root',
  gmtCreate: '2030-01-01T09:00:00.000Z',
  gmtModified: '2030-01-01T09:00:00.000Z',
};

function setup(failWith?: string) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.startsWith('/api/admin/announcement'))
      return envelope({ records: [notice], total: 1, current: 1, size: 10 });
    if (failWith && (method === 'POST' || method === 'PUT'))
      return envelope(null, { status: 400, msg: failWith });
    return envelope(method === 'POST' ? { id: 4 } : null);
  });
  vi.stubGlobal('fetch', fetch);
  const view = renderWithProviders(<AnnouncementsPage />, { url: '/admin/announcement' });
  return { fetch, ...view };
}
const sent = (fetch: ReturnType<typeof setup>['fetch'], method: string) =>
  fetch.mock.calls
    .filter(([url, init]) => init?.method === method && url.startsWith('/api/admin/announcement'))
    .map(([url, init]) => ({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined }));

describe('the site announcements page', () => {
  it('lists the announcements, paged by 10', async () => {
    const { fetch } = setup();
    expect(await screen.findByText('Maintenance')).toBeTruthy();
    expect(screen.getByText('root')).toBeTruthy();
    const list = fetch.mock.calls.find(([url]) => url.startsWith('/api/admin/announcement'));
    expect(Object.fromEntries(new URL(list![0], 'http://x').searchParams)).toEqual({
      currentPage: '1',
      limit: '10',
    });
  });

  it('creates one with the Markdown editor and its preview, asking for title and content first', async () => {
    const { fetch, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByText('Maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'Create announcement' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByTestId('announcement-error').textContent).toBe('Title is required');
    fireEvent.change(within(dialog).getByLabelText('* Title'), { target: { value: 'Release' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByTestId('announcement-error').textContent).toBe('Content is required');
    fireEvent.change(within(dialog).getByLabelText(/^\*?Content$/), { target: { value: 'Version **2**' } });
    await waitFor(() => expect(dialog.querySelector('strong')?.textContent).toBe('2'));
    fireEvent.click(within(dialog).getByLabelText('Visible'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(fetch, 'POST')).toEqual([
        { url: '/api/admin/announcement', body: { title: 'Release', content: 'Version **2**', status: 1 } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The home page's cached announcements are dropped too, so it shows the change at once.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['home', 'announcements'] });
  });

  it("keeps the dialog open with the server's message when the save is refused", async () => {
    setup('title must be at most 255 characters');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Maintenance' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('announcement-error')).toHaveProperty(
      'textContent',
      'title must be at most 255 characters',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits one, and the visibility switch saves at once', async () => {
    const { fetch } = setup();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Visible: Maintenance' }));
    await waitFor(() =>
      expect(sent(fetch, 'PUT')[0]?.body).toEqual({
        id: 3,
        title: 'Maintenance',
        content: 'Down at **noon**',
        status: 1,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit Maintenance' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('* Title') as HTMLInputElement).value).toBe('Maintenance');
    fireEvent.change(within(dialog).getByLabelText('* Title'), { target: { value: 'Maintenance 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(fetch, 'PUT')).toHaveLength(2));
    expect(sent(fetch, 'PUT')[1]?.body).toEqual({
      id: 3,
      title: 'Maintenance 2',
      content: 'Down at **noon**',
      status: 0,
    });
  });

  it('deletes one only after confirmation', async () => {
    const { fetch } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Maintenance' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the announcement "Maintenance"?');
    expect(sent(fetch, 'DELETE')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent(fetch, 'DELETE').map((c) => c.url)).toEqual(['/api/admin/announcement?aid=3']),
    );
  });
});

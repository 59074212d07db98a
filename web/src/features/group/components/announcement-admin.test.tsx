import type { GroupAnnouncement, GroupDetail } from '@contract/group';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupContext, type GroupContextValue } from '../lib/group-context';
import { GroupAnnouncementAdmin } from './announcement-admin';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.unstubAllGlobals();
  auth.clear();
});

const GID = 9;
const row = (id: number, title: string, uid: string, status = 0): GroupAnnouncement => ({
  id,
  gid: GID,
  title,
  content: `Content of ${title}`,
  status,
  uid,
  username: uid,
  gmtCreate: '2030-01-01T00:00:00Z',
  gmtModified: '2030-01-02T00:00:00Z',
});
const rows = [row(11, 'Mine', 'me'), row(12, 'Theirs', 'other', 1)];

function setup({ isRoot = false, saveAnswer = envelope(null) } = {}) {
  auth.login('tok', { uid: 'me', username: 'me', avatar: null, roleList: [] } as never);
  const value: GroupContextValue = {
    gid: GID,
    group: { id: GID, uid: 'owner' } as GroupDetail,
    level: isRoot ? 5 : 4,
    isSuperAdmin: false,
    isOwner: false,
    isMember: true,
    isAdmin: true,
    isRoot,
    menuDisabled: false,
    refresh: vi.fn(),
  };
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/group/get-admin-announcement-list'))
      return envelope({ records: rows, total: 2 });
    if (url === '/api/group/announcement' && init?.method !== 'DELETE') return saveAnswer.clone();
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(
    <GroupContext.Provider value={value}>
      <GroupAnnouncementAdmin />
    </GroupContext.Provider>,
  );
  return fetch;
}

const writes = (fetch: ReturnType<typeof setup>) =>
  fetch.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
const bodyOf = (call: [string, RequestInit?] | undefined) => JSON.parse(String(call?.[1]?.body));
const toggle = (title: string) =>
  screen.getByRole('checkbox', { name: `Visibility of ${title}` }) as HTMLInputElement;

describe('the group announcement admin table', () => {
  it('lists each announcement as a card on a phone, with its switch and buttons', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    setup();
    expect(await screen.findByText('Mine')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByText('Mine').closest('li') as HTMLElement;
    expect(within(card).getByRole('checkbox', { name: 'Visibility of Mine' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Edit Mine' })).toBeTruthy();
    expect(toggle('Theirs').disabled).toBe(true);
  });

  it('lets a group admin manage only their own announcements', async () => {
    setup();
    expect(await screen.findByText('Mine')).toBeTruthy();
    expect(toggle('Mine').checked).toBe(true);
    expect(toggle('Mine').disabled).toBe(false);
    expect(toggle('Theirs').checked).toBe(false);
    expect(toggle('Theirs').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit Mine' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Mine' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Theirs' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Theirs' })).toBeNull();
  });

  it('lets the group root manage everyone’s announcements', async () => {
    setup({ isRoot: true });
    await screen.findByText('Theirs');
    expect(toggle('Theirs').disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Edit Theirs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Theirs' })).toBeTruthy();
  });

  it('saves the visibility switch at once with the stored title and content', async () => {
    const fetch = setup();
    await screen.findByText('Mine');
    fireEvent.click(toggle('Mine'));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(writes(fetch)[0]?.[1]?.method).toBe('PUT');
    expect(bodyOf(writes(fetch)[0])).toEqual({
      id: 11,
      title: 'Mine',
      content: 'Content of Mine',
      status: 1,
    });
  });

  it('requires a title and content before creating, then posts with the group id', async () => {
    const fetch = setup();
    await screen.findByText('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Announcement' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Title is required');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), {
      target: { value: '  Exam  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Content is required');
    expect(writes(fetch)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Content/ }), {
      target: { value: 'On **Monday**' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Visible' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(writes(fetch)[0]?.[1]?.method).toBe('POST');
    expect(bodyOf(writes(fetch)[0])).toEqual({
      gid: GID,
      title: 'Exam',
      content: 'On **Monday**',
      status: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits an announcement with its id and keeps the dialog open with the server’s message on failure', async () => {
    const fetch = setup({
      saveAnswer: envelope(null, { status: 400, msg: 'The title must be at most 255 characters' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Mine' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Announcement' });
    expect((within(dialog).getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Mine');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(writes(fetch)[0]?.[1]?.method).toBe('PUT');
    expect(bodyOf(writes(fetch)[0])).toEqual({
      id: 11,
      title: 'Mine',
      content: 'Content of Mine',
      status: 0,
    });
    expect(
      await within(dialog).findByText('The title must be at most 255 characters', {
        selector: '[role=alert]',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Announcement' })).toBeTruthy();
  });

  it('asks before deleting and sends the announcement id as aid', async () => {
    const fetch = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Mine' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete announcement' });
    expect(within(dialog).getByText(/Delete the announcement “Mine”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(writes(fetch)[0]?.[0]).toBe('/api/group/announcement?aid=11');
    expect(writes(fetch)[0]?.[1]?.method).toBe('DELETE');
  });
});

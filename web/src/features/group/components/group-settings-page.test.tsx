import type { GroupDetail } from '@contract/group';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupContext, type GroupContextValue } from '../lib/group-context';
import { GroupSettingsPage } from './group-settings-page';

const GROUP: GroupDetail = {
  id: 7,
  avatar: null,
  name: 'Algorithm club',
  shortName: 'ALGO1',
  brief: 'We solve problems',
  description: 'A long enough description',
  owner: 'grace',
  uid: 'owner-uid',
  auth: 3,
  visible: true,
  status: 0,
  code: 'abc123',
  gmtCreate: '2026-03-05T10:30:00Z',
  gmtModified: '2026-03-05T10:30:00Z',
};

const fetchMock = vi.fn<typeof fetch>();
let updateAnswer: () => Response;
const updateCalls = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => new URL(String(url), 'http://x').pathname === '/api/group' && init?.method === 'PUT',
  );

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
  auth.login('token', { uid: 'owner-uid', username: 'grace', avatar: null, roleList: [] } as never);
  updateAnswer = () => envelope(null);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/group') return updateAnswer();
    if (path === '/api/get-user-auth-info') return envelope({ roles: [] });
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderSettings(isRoot = true) {
  const value: GroupContextValue = {
    gid: 7,
    group: GROUP,
    level: isRoot ? 5 : 4,
    isSuperAdmin: false,
    isOwner: isRoot,
    isMember: true,
    isAdmin: true,
    isRoot,
    menuDisabled: false,
    refresh: vi.fn(),
  };
  return renderWithProviders(
    <GroupContext.Provider value={value}>
      <GroupSettingsPage />
    </GroupContext.Provider>,
  );
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^\\*?${label}$`)) as HTMLInputElement;

describe('GroupSettingsPage', () => {
  it('starts from the group, checks the fields and saves them with PUT /api/group', async () => {
    renderSettings();
    expect(input('Group name').value).toBe('Algorithm club');
    expect(input('Invitation code').value).toBe('abc123');
    fireEvent.change(input('Brief'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Must be 5 to 50 characters')).toBeTruthy();
    expect(updateCalls()).toHaveLength(0);

    fireEvent.change(input('Brief'), { target: { value: 'Now with graphs' } });
    fireEvent.change(input('Group type'), { target: { value: '1' } });
    expect(screen.queryByLabelText('Invitation code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateCalls()).toHaveLength(1));
    expect(JSON.parse(String(updateCalls()[0]![1]!.body))).toEqual({
      id: 7,
      name: 'Algorithm club',
      shortName: 'ALGO1',
      brief: 'Now with graphs',
      description: 'A long enough description',
      auth: 1,
      visible: true,
    });
    await waitFor(() => expect(toastStore.get().map((toast) => toast.message)).toContain('Group saved'));
  });

  it('shows the server’s refusal beside the form', async () => {
    updateAnswer = () => envelope(null, { status: 400, msg: 'The short name is already used' });
    renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const panel = screen.getByRole('heading', { name: 'Group Information' }).closest('section')!;
    expect((await within(panel).findByRole('alert')).textContent).toBe('The short name is already used');
  });

  it('refuses an avatar of the wrong type or over 2 MB before cropping', () => {
    renderSettings();
    const picker = screen.getByLabelText('Upload a new avatar', { selector: 'input' });
    fireEvent.change(picker, { target: { files: [new File(['x'], 'logo.svg', { type: 'image/svg+xml' })] } });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [big] } });
    const warnings = toastStore.get().map((toast) => toast.message);
    expect(warnings[0]).toContain('Unsupported file type');
    expect(warnings).toContain('The file is over 2 MB, please choose a smaller one');
    expect(screen.queryByRole('dialog', { name: 'Crop Avatar' })).toBeNull();
  });

  it('opens the shared cropper for a good picture', () => {
    renderSettings();
    const picker = screen.getByLabelText('Upload a new avatar', { selector: 'input' });
    fireEvent.change(picker, { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    const dialog = screen.getByRole('dialog', { name: 'Crop Avatar' });
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Crop Avatar' })).toBeNull();
  });

  it('is for the group root only', () => {
    renderSettings(false);
    expect(screen.getByRole('alert').textContent).toBe("Only the group's root can change its settings.");
  });
});

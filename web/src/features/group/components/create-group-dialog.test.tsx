import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupListPage } from './group-list-page';

const fetchMock = vi.fn<typeof fetch>();
let createAnswer: () => Response;
const createCalls = () =>
  fetchMock.mock.calls.filter(
    ([url, init]) => new URL(String(url), 'http://x').pathname === '/api/group' && init?.method === 'POST',
  );

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  toastStore.set([]);
  auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
  createAnswer = () => envelope(null, { msg: 'success' });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-group-list') return envelope({ records: [], total: 0, current: 1, size: 15 });
    if (path === '/api/group') return createAnswer();
    if (path === '/api/get-user-auth-info') return envelope({ roles: ['default_user'] });
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  renderWithProviders(<GroupListPage />, { url: '/group', path: '/group' });
  fireEvent.click(await screen.findByRole('button', { name: 'Create Group' }));
  return screen.getByRole('dialog', { name: 'Create Group' });
}

/** Required selects and editors mark their label with a star. */
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^\\*?${label}$`));
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(dialog, label), { target: { value } });

function fillValid(dialog: HTMLElement) {
  type(dialog, 'Group name', 'Algorithm club');
  type(dialog, 'Short name', 'ALGO1');
  type(dialog, 'Brief', 'We solve problems');
  type(dialog, 'Description', 'A long enough description');
}

describe('CreateGroupDialog', () => {
  it('opens as a fullscreen dialog (spec 3 §2)', async () => {
    const dialog = await openDialog();
    const box = dialog.querySelector('.modal-box') as HTMLElement;
    expect(box.dataset.fullscreen).toBe('true');
    expect(box.className).toContain('w-screen');
  });

  it('checks every field before sending and asks a code of non-public groups only', async () => {
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText('Invitation code')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(4);
    expect(createCalls()).toHaveLength(0);

    type(dialog, 'Group name', 'abcd');
    expect(within(dialog).getByText('Must be 5 to 25 characters')).toBeTruthy();
    fillValid(dialog);
    fireEvent.change(field(dialog, 'Group type'), { target: { value: '3' } });
    type(dialog, 'Invitation code', 'abc');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Must be exactly 6 characters')).toBeTruthy();
    expect(createCalls()).toHaveLength(0);

    type(dialog, 'Invitation code', 'abc123');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Visible' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    expect(JSON.parse(String(createCalls()[0]![1]!.body))).toEqual({
      name: 'Algorithm club',
      shortName: 'ALGO1',
      brief: 'We solve problems',
      description: 'A long enough description',
      auth: 3,
      code: 'abc123',
      visible: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastStore.get().map((toast) => toast.message)).toContain('Group created');
  });

  it('shows the server’s refusal in the dialog and keeps the form', async () => {
    createAnswer = () => envelope(null, { status: 403, msg: 'You have created too many groups today' });
    const dialog = await openDialog();
    fillValid(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have created too many groups today',
    );
    expect((within(dialog).getByLabelText('Group name') as HTMLInputElement).value).toBe('Algorithm club');
  });
});

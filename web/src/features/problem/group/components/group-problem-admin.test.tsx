import type { GroupAdminProblemRow } from '@contract/group-problem';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GroupProblemAdmin } from './group-problem-admin';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => vi.unstubAllGlobals());

const GID = 7;
const row = (
  id: number,
  problemId: string,
  author: string,
  applyPublicProgress: GroupAdminProblemRow['applyPublicProgress'] = null,
  gid = GID,
): GroupAdminProblemRow => ({
  id,
  problemId,
  title: `Title ${problemId}`,
  author,
  gmtCreate: '2030-01-01T00:00:00Z',
  modifiedUser: null,
  auth: 1,
  applyPublicProgress,
  gid,
});

const rows = [
  row(1, 'GRPMINE', 'me'),
  row(2, 'GRPTHEIRS', 'other'),
  row(3, 'GRPASKED', 'me', 1),
  row(4, 'GRPPUBLIC', 'me', 2),
  row(5, 'GRPREFUSED', 'me', 3),
  row(6, 'ELSEWHERE', 'me', null, 99),
];

function setup({ isRoot = false } = {}) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.startsWith('/api/group/get-admin-problem-list'))
      return envelope({ records: rows, total: rows.length });
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetch);
  const onEdit = vi.fn();
  renderWithProviders(<GroupProblemAdmin gid={GID} isRoot={isRoot} username="me" onEdit={onEdit} />);
  return { fetch, onEdit };
}

const writes = (fetch: ReturnType<typeof setup>['fetch']) =>
  fetch.mock.calls.filter(([, init]) => init?.method !== undefined && init.method !== 'GET');
const authSelect = (id: string) =>
  screen.getByRole('combobox', { name: `Visibility of ${id}` }) as HTMLSelectElement;

describe('the group problem admin table', () => {
  it('lets a group admin manage only their own problems of this group', async () => {
    const { onEdit } = setup();
    await screen.findByText('GRPMINE');
    expect(screen.getByRole('button', { name: 'Edit GRPMINE' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete GRPMINE' })).toBeTruthy();
    expect(authSelect('GRPMINE').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Edit GRPTHEIRS' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete GRPTHEIRS' })).toBeNull();
    expect(authSelect('GRPTHEIRS').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Download the test data of GRPTHEIRS' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download the test data of GRPMINE' })).toBeTruthy();
    // Another group's problem (in this group's lists through a contest) has no actions here.
    expect(screen.queryByRole('button', { name: 'Edit ELSEWHERE' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download the test data of ELSEWHERE' })).toBeNull();
    expect(authSelect('ELSEWHERE').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit GRPMINE' }));
    expect(onEdit).toHaveBeenCalledWith(1);
  });

  it('lets the group root manage everyone’s problems of this group', async () => {
    setup({ isRoot: true });
    await screen.findByText('GRPTHEIRS');
    expect(screen.getByRole('button', { name: 'Edit GRPTHEIRS' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete GRPTHEIRS' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download the test data of GRPTHEIRS' })).toBeTruthy();
    expect(authSelect('GRPTHEIRS').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Edit ELSEWHERE' })).toBeNull();
  });

  it('shows each public application state with its action', async () => {
    setup();
    await screen.findByText('GRPMINE');
    const cellOf = (id: string) => screen.getByText(id).closest('tr') as HTMLElement;
    expect(
      within(cellOf('GRPMINE')).getByRole('button', { name: 'Apply to make GRPMINE public' }),
    ).toBeTruthy();
    expect(within(cellOf('GRPASKED')).getByText('Applying')).toBeTruthy();
    expect(within(cellOf('GRPASKED')).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(cellOf('GRPPUBLIC')).getByText('Public', { selector: '.badge' })).toBeTruthy();
    expect(within(cellOf('GRPPUBLIC')).queryByRole('button', { name: /Apply/ })).toBeNull();
    expect(within(cellOf('GRPREFUSED')).getByText('Refused')).toBeTruthy();
    expect(
      within(cellOf('GRPREFUSED')).getByRole('button', { name: 'Apply to make GRPREFUSED public' }),
    ).toBeTruthy();
    // Someone else's problem shows no apply button to a plain group admin.
    expect(within(cellOf('GRPTHEIRS')).queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('asks before applying and cancelling, then sends the switch as query parameters', async () => {
    const { fetch } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply to make GRPMINE public' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to make public' });
    expect(writes(fetch)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(writes(fetch)[0]?.[0]).toBe('/api/group/apply-public?pid=1&isApplied=true');

    fireEvent.click(
      within(screen.getByText('GRPASKED').closest('tr') as HTMLElement).getByRole('button', {
        name: 'Cancel',
      }),
    );
    const cancel = await screen.findByRole('dialog', { name: 'Cancel the application' });
    fireEvent.click(within(cancel).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(2));
    expect(writes(fetch)[1]?.[0]).toBe('/api/group/apply-public?pid=3&isApplied=false');
  });

  it('deletes after confirming, with the group id', async () => {
    const { fetch } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete GRPMINE' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the problem' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Confirm|Delete/ }));
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    const [url, init] = writes(fetch)[0] ?? [];
    expect(url).toBe('/api/group/problem?pid=1&gid=7');
    expect((init as RequestInit).method).toBe('DELETE');
  });

  it('changes the visibility at once; contest is not offered', async () => {
    const { fetch } = setup();
    await screen.findByText('GRPMINE');
    const contest = within(authSelect('GRPMINE')).getByRole('option', {
      name: 'Contest',
    }) as HTMLOptionElement;
    expect(contest.disabled).toBe(true);
    fireEvent.change(authSelect('GRPMINE'), { target: { value: '2' } });
    await waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(writes(fetch)[0]?.[0]).toBe('/api/group/change-problem-auth?pid=1&auth=2');
  });
});

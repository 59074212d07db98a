import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GenerateUsersDialog } from './generate-users-dialog';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup() {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.startsWith('/api/file/generate-user-excel')
      ? new Response('xlsx', {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': 'attachment; filename="users_k1.xlsx"',
          },
        })
      : new Response(JSON.stringify({ status: 200, msg: 'success', data: { key: 'k1' } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
  );
  vi.stubGlobal('fetch', fetch);
  URL.createObjectURL = vi.fn(() => 'blob:xlsx');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderWithProviders(<GenerateUsersDialog open onClose={() => {}} />);
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { fetch, click, type };
}

describe('the generate users dialog', () => {
  it('generates the range and downloads the spreadsheet of the answered key', async () => {
    const { fetch, click, type } = setup();
    type('Prefix', 'team');
    type('Number from', '1');
    type('Number to', '20');
    type('Password length', '10');
    expect(screen.getByText(/team1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate and download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/user/generate-user');
    expect(JSON.parse(String(init?.body))).toEqual({
      prefix: 'team',
      suffix: '',
      number_from: 1,
      number_to: 20,
      password_length: 10,
    });
    expect(fetch.mock.calls[1]![0]).toBe('/api/file/generate-user-excel?key=k1');
    expect(screen.getByRole('button', { name: 'Download again' })).toBeTruthy();
  });

  it.each([
    [{ 'Number from': '5', 'Number to': '4' }, 'number_to must not be less than number_from'],
    [{ 'Number to': '600' }, 'at most 500 users can be generated at once'],
    [{ 'Password length': '5' }, 'password_length must be 6 to 25'],
  ])('refuses %j without calling the server', (fields, message) => {
    const { fetch, type } = setup();
    for (const [label, value] of Object.entries(fields)) type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Generate and download' }));
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(fetch).not.toHaveBeenCalled();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportUsersPanel } from './import-users-panel';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function chooseCsv(text: string) {
  renderWithProviders(<ImportUsersPanel />);
  const file = new File([text], 'users.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
  return screen.findByRole('table', { name: 'Rows to import' });
}

describe('the CSV import', () => {
  it('previews the rows, hiding passwords and marking rows that will be skipped', async () => {
    const table = await chooseCsv('amy,secret-1,amy@x.org,Amy,female,A,MIT\n,nopass\n');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('amy@x.org')).toBeTruthy();
    expect(within(rows[1]!).queryByText('secret-1')).toBeNull();
    expect(within(rows[2]!).getByText('Skipped')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import 2 rows' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the rows and shows the server’s per-row errors beside them', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      json(
        {
          status: 400,
          msg: 'Nothing was imported, 1 row(s) failed: row 2 bob: the username already exists',
          data: {
            created: 0,
            skipped: 0,
            errors: [{ row: 2, username: 'bob', msg: 'the username already exists' }],
          },
        },
        400,
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const table = await chooseCsv('amy,secret-1\nbob,secret-2\n');
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    expect(await within(table).findByText('the username already exists')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('1 row needs fixing');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/user/insert-batch-user');
    expect(JSON.parse(String(init?.body))).toEqual({
      users: [
        ['amy', 'secret-1'],
        ['bob', 'secret-2'],
      ],
    });
  });

  it('clears the preview and the file input after a successful import', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ status: 200, msg: 'success', data: { created: 1, skipped: 0, errors: [] } })),
    );
    await chooseCsv('amy,secret-1\n');
    const chosen = screen.getByLabelText('CSV file');
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 row' }));
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    // A fresh, empty input: the same file can be chosen again.
    expect(screen.getByLabelText('CSV file')).not.toBe(chosen);
    expect(toastStore.get().some((toast) => toast.message.includes('1 user(s) imported'))).toBe(true);
  });

  it('refuses a row wider than seven columns before sending', async () => {
    await chooseCsv('a,b,c,d,e,f,g,h\n');
    expect(screen.getByText('A row has more than 7 columns')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import 1 row' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrintPage, printTextError } from './print-page';

const fetchMock = vi.fn<typeof fetch>();
beforeAll(setupTestI18n);
beforeEach(() => {
  toastStore.set([]);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => envelope(null));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const render = () =>
  renderWithProviders(<PrintPage />, { url: '/contest/5/print', path: '/contest/:contestID/print' });
const type = (value: string) =>
  fireEvent.change(screen.getByLabelText('Content to print'), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('printTextError', () => {
  it('refuses empty and blank text, then text under 50 characters', () => {
    expect(printTextError('')).toBe('print.empty');
    expect(printTextError(' \n\t ')).toBe('print.empty');
    expect(printTextError('x'.repeat(49))).toBe('print.tooShort');
    expect(printTextError('x'.repeat(50))).toBeNull();
  });
});

describe('PrintPage', () => {
  it('says what is wrong and sends nothing', () => {
    render();
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Content cannot be empty');
    type('short text');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('The number of content cannot be less than 50');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the text with the contest id and confirms', async () => {
    render();
    const text = 'int main() { return 0; } // '.padEnd(60, 'x');
    type(text);
    submit();
    await vi.waitFor(() => expect(toastStore.get().at(-1)?.message).toBe('Submit code successfully'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url), 'http://x').pathname).toBe('/api/submit-print-text');
    expect((init as RequestInit).method).toBe('POST');
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ cid: 5, content: text });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

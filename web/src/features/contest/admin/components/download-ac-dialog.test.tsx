import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadAcDialog } from './download-ac-dialog';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup() {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response('zip', {
        status: 200,
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="contest_5_ac.zip"',
        },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  URL.createObjectURL = vi.fn(() => 'blob:zip');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const onClose = vi.fn();
  renderWithProviders(<DownloadAcDialog contest={{ id: 5, title: 'Spring cup' }} onClose={onClose} />);
  return { fetch, click, onClose };
}

describe('the accepted submissions download', () => {
  it('asks for the zip split by user, admins left out, by default', async () => {
    const { fetch, click, onClose } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch.mock.calls[0]![0]).toBe(
      '/api/file/download-contest-ac-submission?cid=5&excludeAdmin=true&splitType=user',
    );
    expect(click).toHaveBeenCalled();
  });

  it('sends the chosen split and admin choice', async () => {
    const { fetch, onClose } = setup();
    fireEvent.click(screen.getByLabelText("Leave out the admins' submissions"));
    fireEvent.click(screen.getByRole('radio', { name: 'Problem' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch.mock.calls[0]![0]).toBe(
      '/api/file/download-contest-ac-submission?cid=5&excludeAdmin=false&splitType=problem',
    );
  });
});

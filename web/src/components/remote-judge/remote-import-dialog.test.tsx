import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@web/lib/api-client';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { renderWithProviders } from '@web/testing/render';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteImportDialog, type RemoteImportDialogProps } from './remote-import-dialog';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));

function setup(props: Partial<RemoteImportDialogProps> = {}) {
  const onImport = vi.fn<RemoteImportDialogProps['onImport']>(async () => null);
  const onClose = vi.fn();
  renderWithProviders(<RemoteImportDialog open onClose={onClose} onImport={onImport} {...props} />);
  const dialog = screen.getByRole('dialog', { name: 'Import a problem from a remote judge' });
  return { dialog, onImport: props.onImport ? vi.mocked(props.onImport) : onImport, onClose };
}

/** The dialog as a page holds it: closing it unmounts the form. */
function ClosableDialog({ onImport }: Pick<RemoteImportDialogProps, 'onImport'>) {
  const [open, setOpen] = useState(true);
  return <RemoteImportDialog open={open} onClose={() => setOpen(false)} onImport={onImport} />;
}

const idInput = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Problem ID on the judge') as HTMLInputElement;
const judgeSelect = (dialog: HTMLElement) =>
  within(dialog).getByLabelText('Remote judge') as HTMLSelectElement;
const importButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Import' });

describe('the remote import dialog', () => {
  it('offers every judge by name and shows the chosen judge example as the placeholder', () => {
    const { dialog } = setup();
    expect([...judgeSelect(dialog).options].map((option) => [option.value, option.text])).toEqual([
      ['CF', 'Codeforces'],
      ['GYM', 'Codeforces Gym'],
      ['HDU', 'HDU'],
      ['POJ', 'POJ'],
      ['AC', 'AtCoder'],
      ['SPOJ', 'SPOJ'],
    ]);
    expect(idInput(dialog).placeholder).toBe('e.g. 1A');
    fireEvent.change(judgeSelect(dialog), { target: { value: 'AC' } });
    expect(idInput(dialog).placeholder).toBe('e.g. abc100_a');
  });

  it('names the field when the id is empty or not in the judge format, and sends nothing', () => {
    const { dialog, onImport } = setup();
    fireEvent.click(importButton(dialog));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      "Problem ID on the judge: enter the problem's ID.",
    );
    fireEvent.change(idInput(dialog), { target: { value: 'abc100_a' } });
    fireEvent.click(importButton(dialog));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Problem ID on the judge: this is not a Codeforces problem ID (for example 1A).',
    );
    expect(idInput(dialog).getAttribute('aria-invalid')).toBe('true');
    // A NUL or a huge paste is refused by the same format check before any call.
    fireEvent.change(idInput(dialog), { target: { value: `1A\u0000` } });
    fireEvent.click(importButton(dialog));
    fireEvent.change(idInput(dialog), { target: { value: '9'.repeat(49) + 'A' } });
    fireEvent.click(importButton(dialog));
    expect(onImport).not.toHaveBeenCalled();
  });

  it('sends the judge and the trimmed id, shows the progress, then closes with a toast', async () => {
    let finish: (value: unknown) => void = () => {};
    const onImport = vi.fn<RemoteImportDialogProps['onImport']>(
      () => new Promise((resolve) => (finish = resolve)),
    );
    const { dialog, onClose } = setup({ onImport });
    fireEvent.change(judgeSelect(dialog), { target: { value: 'HDU' } });
    fireEvent.change(idInput(dialog), { target: { value: ' 1000 ' } });
    fireEvent.click(importButton(dialog));
    expect(onImport).toHaveBeenCalledWith({ judge: 'HDU', problemId: '1000' }, expect.any(AbortSignal));
    expect(within(dialog).getByRole('status').textContent).toBe('Fetching 1000 from HDU…');
    expect((importButton(dialog) as HTMLButtonElement).disabled).toBe(true);
    // A second press while it runs sends nothing more.
    fireEvent.submit(importButton(dialog).closest('form')!);
    expect(onImport).toHaveBeenCalledTimes(1);
    finish(null);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastStore.get().at(-1)).toMatchObject({ kind: 'success', message: 'Imported 1000 from HDU' });
  });

  it('shows the server message in the dialog and lets the admin try again', async () => {
    const onImport = vi
      .fn<RemoteImportDialogProps['onImport']>()
      .mockRejectedValueOnce(new ApiError('Codeforces answered 404: no problem 99Z', 'status', 400, 400))
      .mockResolvedValueOnce(null);
    const { dialog, onClose } = setup({ onImport });
    fireEvent.change(idInput(dialog), { target: { value: '99Z' } });
    fireEvent.click(importButton(dialog));
    expect(await within(dialog).findByText('Codeforces answered 404: no problem 99Z')).toBeTruthy();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect((importButton(dialog) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(importButton(dialog));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('asks for the display id when the caller places the problem', async () => {
    const onImport = vi.fn<RemoteImportDialogProps['onImport']>(() => new Promise(() => {}));
    const { dialog, onClose } = setup({ onImport, displayIdLabel: 'Display ID in the contest' });
    fireEvent.change(idInput(dialog), { target: { value: '1A' } });
    fireEvent.click(importButton(dialog));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Display ID in the contest: enter a display ID.',
    );
    expect(onImport).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Display ID in the contest'), {
      target: { value: ' B ' },
    });
    fireEvent.click(importButton(dialog));
    expect(onImport).toHaveBeenCalledWith(
      { judge: 'CF', problemId: '1A', displayId: 'B' },
      expect.any(AbortSignal),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('aborts the wait when the dialog closes before the answer', async () => {
    let seen: AbortSignal | null = null;
    const onImport = vi.fn<RemoteImportDialogProps['onImport']>((_request, signal) => {
      seen = signal;
      return new Promise(() => {});
    });
    renderWithProviders(<ClosableDialog onImport={onImport} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.change(idInput(dialog), { target: { value: '1A' } });
    fireEvent.click(importButton(dialog));
    expect(seen!.aborted).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen!.aborted).toBe(true);
    expect(toastStore.get()).toEqual([]);
  });
});

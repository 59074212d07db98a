import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { renderWithProviders } from '@web/testing/render';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AddPublicProblemDialog,
  type AddPublicProblemDialogProps,
  type PublicBankProblem,
} from './add-public-problem-dialog';

beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));

const graphs = { id: 20, problemId: 'P20', title: 'Graphs' };
const strings = { id: 21, problemId: 'P21', title: 'Strings' };

function setup(props: Partial<AddPublicProblemDialogProps<PublicBankProblem>> = {}) {
  const fetchPage = vi.fn(async () => ({ records: [graphs, strings], total: 25 }));
  const onAdd = vi.fn(async () => null);
  renderWithProviders(
    <AddPublicProblemDialog
      open
      onClose={() => {}}
      queryKey={['bank']}
      fetchPage={fetchPage}
      onAdd={onAdd}
      displayIdLabel="Display ID in the set"
      {...props}
    />,
  );
  return { fetchPage, onAdd, dialog: screen.getByRole('dialog', { name: 'Add from public problems' }) };
}

const lastToast = () => toastStore.get().at(-1);

describe('the add-public-problem dialog', () => {
  it('loads nothing while closed', async () => {
    const fetchPage = vi.fn(async () => ({ records: [], total: 0 }));
    renderWithProviders(
      <AddPublicProblemDialog
        open={false}
        onClose={() => {}}
        queryKey={['bank']}
        fetchPage={fetchPage}
        onAdd={async () => null}
        displayIdLabel="Display ID"
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('lists the first page, pages on and searches back from the first page', async () => {
    const { fetchPage, dialog } = setup();
    expect(await within(dialog).findByText('Graphs')).toBeTruthy();
    expect(within(dialog).getByText('P21')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith(
      { currentPage: 1, limit: 10, keyword: undefined },
      expect.any(AbortSignal),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        { currentPage: 2, limit: 10, keyword: undefined },
        expect.any(AbortSignal),
      ),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search by title, problem ID or author' }), {
      target: { value: ' graph ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        { currentPage: 1, limit: 10, keyword: 'graph' },
        expect.any(AbortSignal),
      ),
    );
  });

  it('asks for a display id, refusing an empty one, and adds under the trimmed id', async () => {
    const { onAdd, dialog } = setup();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add P20' }));
    expect(within(dialog).getByText('Adding P20 · Graphs')).toBeTruthy();
    const input = within(dialog).getByRole('textbox', { name: 'Display ID in the set' }) as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(lastToast()).toMatchObject({ kind: 'warning', message: 'The display ID is required' });
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: ' A ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ kind: 'success', message: 'Added successfully' }),
    );
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith(graphs, 'A');
    expect(await within(dialog).findByRole('button', { name: 'Add P21' })).toBeTruthy();
  });

  it('starts the display id from the caller default', async () => {
    const { onAdd, dialog } = setup({ defaultDisplayId: (problem) => problem.problemId });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add P21' }));
    const input = within(dialog).getByRole('textbox', { name: 'Display ID in the set' }) as HTMLInputElement;
    expect(input.value).toBe('P21');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(strings, 'P21'));
  });

  it('keeps the pick and what was typed when the add fails', async () => {
    const onAdd = vi.fn(async () => {
      throw new Error('taken');
    });
    const { dialog } = setup({ onAdd });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add P20' }));
    const input = within(dialog).getByRole('textbox', { name: 'Display ID in the set' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'B' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    expect(input.value).toBe('B');
    expect(within(dialog).getByText('Adding P20 · Graphs')).toBeTruthy();
    expect(toastStore.get().some((toast) => toast.kind === 'success')).toBe(false);
  });

  it('goes back to the list on cancel', async () => {
    const { onAdd, dialog } = setup();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add P20' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Add P21' })).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toast, toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Dropdown } from './dropdown';
import { Modal } from './modal';
import { openDialogs } from './modal-dialog';
import { Toaster } from './toaster';

afterEach(cleanup);
beforeAll(setupTestI18n);
beforeEach(() => toastStore.set([]));

/** A page with a control that opens the dialog, as the app's pages have. */
function Page({ title = 'Edit tag', children }: { title?: string; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        {children}
      </Modal>
    </>
  );
}

/** A dialog that asks before deleting, opened from inside another. */
function Nested() {
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setInner(true)}>
        Delete
      </button>
      <Modal open={inner} onClose={() => setInner(false)} title="Sure?">
        <button type="button">Yes</button>
      </Modal>
    </>
  );
}

const FIELDS = (
  <form>
    <label>
      Name <input name="name" />
    </label>
    <input type="hidden" name="id" />
    <button type="submit">Save</button>
  </form>
);

function openFrom(ui: ReactNode) {
  render(ui);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('is a dialog named by its title that moves focus to the first field', () => {
    const { dialog } = openFrom(<Page>{FIELDS}</Page>);
    expect(dialog.tagName).toBe('DIALOG');
    expect(screen.getByRole('dialog', { name: 'Edit tag' })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('focuses the dialog itself when it holds nothing to fill in', () => {
    const { dialog } = openFrom(<Page title="Statistic">A pie</Page>);
    expect(document.activeElement).toBe(dialog);
  });

  it('closes on Escape and gives focus back to the control that opened it', () => {
    const { opener } = openFrom(<Page>{FIELDS}</Page>);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(openDialogs.get()).toHaveLength(0);
  });

  it('wraps Tab from the last control to the first and Shift+Tab back', () => {
    const { dialog } = openFrom(<Page>{FIELDS}</Page>);
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    expect(fireEvent.keyDown(save, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(close);
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(save);
    // Between the ends the browser moves focus itself.
    const name = screen.getByLabelText('Name');
    name.focus();
    expect(fireEvent.keyDown(name, { key: 'Tab' })).toBe(true);
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('closes only the topmost of two dialogs on Escape', () => {
    openFrom(
      <Page>
        <Nested />
      </Page>,
    );
    const deleteButton = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(deleteButton);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Yes' }), { key: 'Escape' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit tag' })).toBeTruthy();
    expect(document.activeElement).toBe(deleteButton);
  });

  it('lets a menu inside take Escape without closing the dialog', () => {
    openFrom(
      <Page>
        <Dropdown label="Theme">{() => <button type="button">Dark</button>}</Dropdown>
      </Page>,
    );
    const menuButton = screen.getByRole('button', { name: 'Theme' });
    fireEvent.click(menuButton);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Dark' }), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Dark' })).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(menuButton);
  });

  it('shows the toasts inside the open dialog, above the inert page', () => {
    render(<Toaster />);
    const { dialog } = openFrom(<Page>{FIELDS}</Page>);
    act(() => {
      toast.error('Name is taken');
    });
    expect(dialog.contains(screen.getByRole('alert'))).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    expect(screen.getByRole('alert').closest('dialog')).toBeNull();
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { useState } from 'react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { TestRunDrawer } from './test-run-drawer';

afterEach(cleanup);
beforeAll(setupTestI18n);

/** The editor panel's bar: a toggle that opens the drawer above it. */
function Bar() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TestRunDrawer
        open={open}
        onClose={() => setOpen(false)}
        pid={1000}
        isRemote={false}
        language="C++"
        code="int main() {}"
        examples={[{ input: '1 2', output: '3' }]}
      />
      <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Run Test
      </button>
    </>
  );
}

it('takes focus on opening, closes on Escape and gives focus back to its toggle', () => {
  render(<Bar />);
  const toggle = screen.getByRole('button', { name: 'Run Test' });
  toggle.focus();
  fireEvent.click(toggle);
  const drawer = screen.getByTestId('test-run-drawer');
  expect(drawer.contains(document.activeElement)).toBe(true);
  fireEvent.keyDown(screen.getByLabelText(/^Input/), { key: 'Escape' });
  expect(screen.queryByTestId('test-run-drawer')).toBeNull();
  expect(document.activeElement).toBe(toggle);
});

it('closes on Escape after focus was lost (the Run button is disabled while a test runs)', () => {
  render(<Bar />);
  const toggle = screen.getByRole('button', { name: 'Run Test' });
  toggle.focus();
  fireEvent.click(toggle);
  (document.activeElement as HTMLElement).blur();
  fireEvent.keyDown(document.body, { key: 'Escape' });
  expect(screen.queryByTestId('test-run-drawer')).toBeNull();
  expect(document.activeElement).toBe(toggle);
});

it('sits in the flow above the bar instead of covering it', () => {
  render(<Bar />);
  fireEvent.click(screen.getByRole('button', { name: 'Run Test' }));
  const drawer = screen.getByTestId('test-run-drawer');
  expect(drawer.className).not.toMatch(/\b(fixed|absolute)\b/);
});

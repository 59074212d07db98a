import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { renderWithProviders } from '@web/testing/render';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CommentEditor } from './comment-editor';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <CommentEditor
      value={value}
      onChange={setValue}
      onSubmit={() => {}}
      label="Your comment"
      placeholder="Write"
      submitLabel="Submit"
      kind="comment"
    />
  );
}

beforeAll(setupTestI18n);

describe('CommentEditor', () => {
  it('inserts HOJ Markdown helpers at the caret', () => {
    renderWithProviders(<Harness initial="see " />);
    const box = screen.getByLabelText('Your comment') as HTMLTextAreaElement;
    box.setSelectionRange(4, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Inline code' }));
    expect(box.value).toBe('see `code`');
    expect(screen.getByText('10 / 10000')).toBeTruthy();
  });

  it('opens the emoji picker on demand, closes it with Escape and inserts the picked emoji', async () => {
    renderWithProviders(<Harness initial="hi " />);
    const box = screen.getByLabelText('Your comment') as HTMLTextAreaElement;
    box.setSelectionRange(3, 3);
    const button = screen.getByRole('button', { name: 'Emoji' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-label')).toBe('Emoji');
    // Role queries over the picker's large grid are slow in jsdom; its parts carry stable data attributes.
    const search = await waitFor(
      () =>
        dialog.querySelector<HTMLInputElement>('[data-epr-part="search-input"]') ??
        Promise.reject(new Error('no search')),
      { timeout: 10_000 },
    );
    expect(search.getAttribute('placeholder')).toBe('Search emoji');
    const emoji = await waitFor(
      () =>
        dialog.querySelector<HTMLElement>('[data-epr-part="emoji"]') ?? Promise.reject(new Error('no emoji')),
      { timeout: 10_000 },
    );
    fireEvent.click(emoji);
    await waitFor(() => expect(box.value.length).toBeGreaterThan(3));
    expect(box.value.startsWith('hi ')).toBe(true);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  }, 30_000);
});

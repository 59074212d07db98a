import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Records whether anything imported the formula renderer: the factory runs on the module's first import only.
const rendererImported = vi.hoisted(() => ({ count: 0 }));
vi.mock('temml', async (importOriginal) => {
  rendererImported.count += 1;
  return importOriginal();
});

afterEach(cleanup);

describe('Markdown', () => {
  it('renders text without formulas at once and never imports the formula renderer', async () => {
    const { Markdown } = await import('./markdown-view');
    render(<Markdown source={'# Sum\n\nRead two numbers and print **their sum**; it costs $5.'} />);
    expect(screen.getByRole('heading', { name: 'Sum' })).toBeTruthy();
    expect(screen.getByText('their sum').tagName).toBe('STRONG');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(rendererImported.count).toBe(0);
  });

  it('shows the statement first, then typesets its formulas once the renderer has loaded', async () => {
    const { Markdown } = await import('./markdown-view');
    const { container } = render(<Markdown source={'Given $1 \\le n \\le 10^5$, print $n$.'} />);
    // First render: the words and the TeX source, before the renderer has arrived.
    expect(container.textContent).toContain('Given $1 \\le n \\le 10^5$, print $n$.');
    expect(container.querySelector('math')).toBeNull();
    await vi.waitFor(() => expect(container.querySelectorAll('math')).toHaveLength(2));
    expect(container.querySelector('.math-pending')).toBeNull();
    expect(rendererImported.count).toBe(1);
    // A later text with formulas is typeset on its first render.
    const again = render(<Markdown source={'$x^2$'} />);
    expect(again.container.querySelector('math')).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { loadMathRenderer } from './load-math';
import { renderMarkdown as renderWithMath } from './render-markdown';

/** The HTML alone, for the tests that have no formulas. */
const renderMarkdown = (source: string, options?: { trusted?: boolean }) =>
  renderWithMath(source, options).html;

const FORMULAS = 'Let $a_1 + b$ be\n\n$$\n\\sum_{i=1}^n i\n$$';

describe('renderMarkdown', () => {
  it('renders inline and display formulas as MathML when given the renderer', async () => {
    const { html, hasMath } = renderWithMath(FORMULAS, { renderMath: await loadMathRenderer() });
    expect(hasMath).toBe(true);
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    const formulas = [...doc.querySelectorAll('math')];
    expect(formulas.map((m) => m.getAttribute('display'))).toEqual([null, 'block']);
    // Sanitising kept the structure: a_1 as a subscript, the sum with its limits.
    expect(formulas[0]!.querySelector('msub')?.textContent).toBe('a1');
    expect(formulas[1]!.querySelector('munderover, msubsup')?.textContent).toContain('∑');
    expect(html).not.toContain('<em>');
  });

  it('shows a malformed formula as an error in place, keeping the text around it', async () => {
    const { html } = renderWithMath('before $\\frac{1}{$ after', { renderMath: await loadMathRenderer() });
    expect(html).toContain('before');
    expect(html).toContain('after');
    expect(html).toContain('\\frac{1}{');
  });

  it('shows formulas as their TeX, escaped, until the renderer is there', () => {
    const { html, hasMath } = renderWithMath(`${FORMULAS}\n\nand $<b>x</b>$`);
    expect(hasMath).toBe(true);
    expect(html).not.toContain('<math');
    expect(html).toContain('<span class="math-pending">$a_1 + b$</span>');
    expect(html).toContain(
      '<div class="math-block"><span class="math-pending">$$\n\\sum_{i=1}^n i\n$$</span></div>',
    );
    expect(html).toContain('$&lt;b&gt;x&lt;/b&gt;$');
    expect(html).not.toContain('<em>');
  });

  it('says when a text has no formulas, and leaves amounts of money alone', () => {
    const { html, hasMath } = renderWithMath('costs $5 and $6 today, *really*');
    expect(hasMath).toBe(false);
    expect(html).not.toContain('math');
  });

  it('removes scripts and event handlers', () => {
    const html = renderMarkdown(
      '<img src="x" onerror="alert(1)"><script>alert(2)</script>[x](javascript:alert(3))',
    );
    expect(html).not.toMatch(/onerror|<script|javascript:/);
  });

  it('opens external links in a new tab without the opener', () => {
    expect(renderMarkdown('[site](https://example.com)')).toContain('rel="noopener noreferrer"');
  });

  it('keeps embedded frames only for a trusted author, and never scripts or handlers', () => {
    const source =
      '<iframe src="https://video.example/embed/1" allowfullscreen onload="alert(1)"></iframe><script>alert(2)</script>';
    expect(renderMarkdown(source)).not.toContain('<iframe');
    const trusted = renderMarkdown(source, { trusted: true });
    expect(trusted).toContain('<iframe src="https://video.example/embed/1" allowfullscreen=""');
    expect(trusted).not.toMatch(/onload|<script/);
  });

  it('keeps fenced code blocks, which a keyboard can reach to scroll', () => {
    expect(renderMarkdown('```cpp\nint main() {}\n```')).toContain(
      '<pre tabindex="0"><code class="language-cpp">',
    );
  });
});

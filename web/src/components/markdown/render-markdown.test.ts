import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders inline and display formulas with KaTeX', () => {
    const html = renderMarkdown('Let $a_1 + b$ be\n\n$$\n\\sum_{i=1}^n i\n$$');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    expect(html).not.toContain('<em>');
  });

  it('leaves amounts of money alone', () => {
    expect(renderMarkdown('costs $5 and $6 today')).not.toContain('katex');
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

  it('keeps fenced code blocks', () => {
    expect(renderMarkdown('```cpp\nint main() {}\n```')).toContain('<pre><code class="language-cpp">');
  });
});

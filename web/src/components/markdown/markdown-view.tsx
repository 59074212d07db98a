import './markdown.css';
import { useEffect, useMemo, useState } from 'react';
import { loadedMathRenderer, loadMathRenderer, type MathRenderer } from './load-math';
import { renderMarkdown } from './render-markdown';

export interface MarkdownViewProps {
  source: string;
  className?: string;
  /** The author is trusted with embedded frames (see renderMarkdown). */
  trusted?: boolean;
}

/**
 * Sanitised Markdown, shown on the first render: marked and DOMPurify come with the page, while
 * the formula renderer (Temml) loads only for a text with formulas, which are typeset once it arrives.
 */
export function Markdown({ source, className = '', trusted = false }: MarkdownViewProps) {
  const [renderMath, setRenderMath] = useState<MathRenderer | null>(loadedMathRenderer);
  const { html, hasMath } = useMemo(
    () => renderMarkdown(source, { trusted, renderMath: renderMath ?? undefined }),
    [source, trusted, renderMath],
  );

  useEffect(() => {
    if (!hasMath || renderMath) return;
    let live = true;
    loadMathRenderer().then(
      (loaded) => {
        if (live) setRenderMath(() => loaded);
      },
      (error: unknown) =>
        console.error('Could not load the formula renderer; formulas stay as TeX source', error),
    );
    return () => {
      live = false;
    };
  }, [hasMath, renderMath]);

  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises with DOMPurify
  return <div className={`markdown-body ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

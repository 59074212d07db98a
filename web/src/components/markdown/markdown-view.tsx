import 'katex/dist/katex.min.css';
import './markdown.css';
import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export interface MarkdownViewProps {
  source: string;
  className?: string;
  /** The author is trusted with embedded frames (see renderMarkdown). */
  trusted?: boolean;
}

export default function MarkdownView({ source, className = '', trusted = false }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(source, { trusted }), [source, trusted]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises with DOMPurify
  return <div className={`markdown-body ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

import 'katex/dist/katex.min.css';
import './markdown.css';
import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

export interface MarkdownViewProps {
  source: string;
  className?: string;
}

export default function MarkdownView({ source, className = '' }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises with DOMPurify
  return <div className={`markdown-body ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { lazy, Suspense } from 'react';
import type { MarkdownViewProps } from './markdown-view';

const MarkdownView = lazy(() => import('./markdown-view'));

/**
 * Renders Markdown with KaTeX formulas, sanitised. marked, DOMPurify and KaTeX load on first
 * use, so pages that show no Markdown never download them.
 */
export function Markdown(props: MarkdownViewProps) {
  return (
    <Suspense fallback={<div className="skeleton h-16 w-full" />}>
      <MarkdownView {...props} />
    </Suspense>
  );
}

export type { MarkdownViewProps };

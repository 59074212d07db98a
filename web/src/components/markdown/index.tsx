export { Markdown, type MarkdownViewProps } from './markdown-view';

/** The text after inserting `insert` over the selection of a textarea, and where the caret goes. */
export function insertAtSelection(
  value: string,
  selectionStart: number,
  selectionEnd: number,
  insert: string,
): { value: string; caret: number } {
  const start = Math.max(0, Math.min(selectionStart, value.length));
  const end = Math.max(start, Math.min(selectionEnd, value.length));
  return { value: value.slice(0, start) + insert + value.slice(end), caret: start + insert.length };
}

/** HOJ's Markdown helpers under the comment box: what each one inserts. */
export const MARKDOWN_SNIPPETS = {
  inlineCode: '`code`',
  codeBlock: '\n```\ncode\n```\n',
  link: '[text](https://)',
  unorderedList: '\n- ',
  orderedList: '\n1. ',
} as const;

export type MarkdownSnippet = keyof typeof MARKDOWN_SNIPPETS;

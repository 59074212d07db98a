/** Text edits of the Markdown editor's uploads, kept pure so they are easy to reason about. */

/** `![name](link)` or `[name](link)`; brackets in the file name would end the link text early. */
export function markdownLink(name: string, link: string, image: boolean): string {
  const text = name.replace(/[[\]\\]/g, '').trim() || (image ? 'image' : 'file');
  return `${image ? '!' : ''}[${text}](${link})`;
}

/** `value` with `insert` replacing the selection `start…end`, and the caret just after it. */
export function insertAt(value: string, start: number, end: number, insert: string) {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `value` without any image reference `![…](link)` (with an optional title) to `link`. */
export function removeImageReferences(value: string, link: string): string {
  const reference = new RegExp(`!\\[[^\\]]*\\]\\(\\s*${escapeRegExp(link)}(?:\\s+"[^"]*")?\\s*\\)`, 'g');
  return value.replace(reference, '');
}

/** Images go to upload-md-img, anything else to upload-md-file. */
export const isImage = (file: File) => file.type.startsWith('image/');

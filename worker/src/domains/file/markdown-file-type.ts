import {
  type MARKDOWN_BINARY_FILE_TYPES,
  MARKDOWN_FILE_TYPES,
  MARKDOWN_TEXT_FILE_TYPES,
} from '@contract/file';

/**
 * What a file linked from Markdown may be, decided by its bytes: an archive or document must
 * start with its format's signature, text must be UTF-8 without NUL. The extension only says
 * which of these checks applies, so a renamed executable is refused either way.
 */

type BinaryType = (typeof MARKDOWN_BINARY_FILE_TYPES)[number];

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

const PDF = { signatures: [ascii('%PDF-')], contentType: 'application/pdf' };
const ZIP = {
  // A local file header, or the end record alone (an empty archive).
  signatures: [ascii('PK\x03\x04'), ascii('PK\x05\x06')],
  contentType: 'application/zip',
};
const GZIP = { signatures: [[0x1f, 0x8b, 0x08]], contentType: 'application/gzip' };

const BINARY_FORMATS: Record<BinaryType, { signatures: number[][]; contentType: string }> = {
  pdf: PDF,
  zip: ZIP,
  gz: GZIP,
  tgz: GZIP,
  '7z': { signatures: [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]], contentType: 'application/x-7z-compressed' },
  rar: { signatures: [ascii('Rar!\x1a\x07')], contentType: 'application/vnd.rar' },
};

/** Served as plain text whatever the extension, so a browser never runs it. */
export const MARKDOWN_TEXT_CONTENT_TYPE = 'text/plain; charset=utf-8';

export type MarkdownFileCheck =
  | { ok: true; contentType: string; text: boolean }
  | { ok: false; message: string };

export const MARKDOWN_FILE_TYPE_REFUSED = `The file type is not supported, please upload one of: ${MARKDOWN_FILE_TYPES.join(', ')}`;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

function isUtf8TextWithoutNul(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether `bytes` are an acceptable file of type `extension` (lower case), and how to serve it. */
export function checkMarkdownFile(extension: string, bytes: Uint8Array): MarkdownFileCheck {
  if ((MARKDOWN_TEXT_FILE_TYPES as readonly string[]).includes(extension)) {
    return isUtf8TextWithoutNul(bytes)
      ? { ok: true, contentType: MARKDOWN_TEXT_CONTENT_TYPE, text: true }
      : { ok: false, message: `The file content is not UTF-8 text, as a .${extension} file must be` };
  }
  const format = BINARY_FORMATS[extension as BinaryType];
  if (!format) return { ok: false, message: MARKDOWN_FILE_TYPE_REFUSED };
  return format.signatures.some((signature) => startsWith(bytes, signature))
    ? { ok: true, contentType: format.contentType, text: false }
    : { ok: false, message: `The file content is not a valid .${extension} file` };
}

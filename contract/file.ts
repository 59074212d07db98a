import { z } from 'zod';
import { optionalIdOrZero, requiredId } from './common/fields';

/**
 * Editor uploads (spec 3 §7 File calls): images and files put into Markdown text. The image
 * goes in multipart field `image`, the file in `file`; `gid` (optional, 0 = none) is the group
 * whose admin uploads it. Limits are in LIMITS (markdownImageMaxBytes, markdownFileMaxBytes).
 */

/** The non-file fields of both upload forms. */
export const markdownUploadFields = z.object({ gid: optionalIdOrZero('gid') });

/** GET /api/file/delete-md-img */
export const deleteMarkdownUploadQuery = z.object({ fileId: requiredId('fileId') });

/**
 * Answer of POST /api/file/upload-md-img: `link` is a site-relative URL
 * (/api/public/img/<name>) usable as is in Markdown; `fileId` is what delete-md-img takes.
 */
export interface MarkdownImageUploaded {
  link: string;
  fileId: number;
}

/**
 * Answer of POST /api/file/upload-md-file: `link` is /api/public/file/<name>, keeping the
 * upload's extension. `fileId` is extra to HOJ's answer; delete-md-img accepts it too.
 */
export interface MarkdownFileUploaded {
  link: string;
  fileId: number;
}

/** Archives and documents, accepted only when their bytes carry the format's signature. */
export const MARKDOWN_BINARY_FILE_TYPES = ['pdf', 'zip', 'gz', 'tgz', '7z', 'rar'] as const;
/** Text an OJ hands out (data, code, notes): accepted when the bytes are UTF-8 without NUL. */
export const MARKDOWN_TEXT_FILE_TYPES = [
  'txt',
  'md',
  'csv',
  'in',
  'out',
  'ans',
  'c',
  'cc',
  'cpp',
  'h',
  'hpp',
  'py',
  'java',
  'go',
  'rs',
  'pas',
] as const;
/** Every extension upload-md-file accepts (for a file input's `accept`). */
export const MARKDOWN_FILE_TYPES = [...MARKDOWN_BINARY_FILE_TYPES, ...MARKDOWN_TEXT_FILE_TYPES] as const;

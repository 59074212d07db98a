import type { MarkdownFileUploaded, MarkdownImageUploaded } from '@contract/file';
import { LIMITS } from '@contract/limits';
import { api, type UploadProgress } from './api-client';

/**
 * The three Markdown upload calls of spec 3 §7 "File calls". They live here, not in a feature,
 * because their one caller is the shared Markdown editor (components/markdown-editor), used by
 * problem statements, discussions, announcements, notices and group pages alike: shared UI may not
 * import a feature, and handing the same three functions down from every feature would repeat
 * the wiring in each of them.
 */

export interface MarkdownUploadOptions {
  /** The group whose editor uploads (group admins may upload for their own group). */
  gid?: number | null;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function fields(field: 'image' | 'file', file: File, gid: number | null | undefined) {
  const form = new FormData();
  form.append(field, file, file.name);
  if (gid !== undefined && gid !== null) form.append('gid', String(gid));
  return form;
}

// Failures are toasted by the client with the server's message; the editor also keeps it beside the text.
const uploadOptions = (options: MarkdownUploadOptions) => ({
  onUploadProgress: options.onProgress,
  signal: options.signal,
  // A large image or attachment on a slow line may take as long as a download.
  timeoutMs: LIMITS.downloadTimeoutMs,
});

/** POST /api/file/upload-md-img (multipart `image`, optional `gid`) → `{link, fileId}`. */
export function uploadMarkdownImage(file: File, options: MarkdownUploadOptions = {}) {
  return api.upload<MarkdownImageUploaded>(
    '/api/file/upload-md-img',
    fields('image', file, options.gid),
    uploadOptions(options),
  );
}

/** POST /api/file/upload-md-file (multipart `file`, optional `gid`) → `{link}`. */
export function uploadMarkdownFile(file: File, options: MarkdownUploadOptions = {}) {
  return api.upload<MarkdownFileUploaded>(
    '/api/file/upload-md-file',
    fields('file', file, options.gid),
    uploadOptions(options),
  );
}

/** GET /api/file/delete-md-img?fileId= — removes an image uploaded by this user (or any, for an admin). */
export function deleteMarkdownImage(fileId: number) {
  return api.get<unknown>('/api/file/delete-md-img', { fileId });
}

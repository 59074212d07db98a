/**
 * Where uploads live in the FileStore and the public URL each one gets. Uploaded images are
 * named by a random id, never reused, so their URLs can be cached forever.
 */

/** FileStore folders whose objects are served at /api/public/img/<name>. */
export const PUBLIC_IMAGE_FOLDERS = ['avatar', 'group-avatar', 'md-img', 'carousel'] as const;
export type PublicImageFolder = (typeof PUBLIC_IMAGE_FOLDERS)[number];

export const PUBLIC_IMAGE_PATH = '/api/public/img/';

export const imageStorageKey = (folder: PublicImageFolder, name: string) => `${folder}/${name}`;

/** The URL an uploaded image is served at, from its storage key. */
export function publicImageUrl(storageKey: string): string {
  return `${PUBLIC_IMAGE_PATH}${storageKey.slice(storageKey.lastIndexOf('/') + 1)}`;
}

/** Names we hand out: 32 hex characters and an image extension. */
export const PUBLIC_IMAGE_NAME = /^[0-9a-f]{32}\.(gif|jpg|jpeg|png|bmp|webp)$/;

/** The FileStore folder of files linked from Markdown, served at /api/public/file/<name>. */
export const MARKDOWN_FILE_FOLDER = 'md-file';

/** HOJ's path for Markdown files, so links written by HOJ's editor and ours look alike. */
export const PUBLIC_FILE_PATH = '/api/public/file/';

export const markdownFileStorageKey = (name: string) => `${MARKDOWN_FILE_FOLDER}/${name}`;

/** The last segment of a storage key: the name its public URL ends with. */
export const publicNameOf = (storageKey: string) => storageKey.slice(storageKey.lastIndexOf('/') + 1);

/** The URL a Markdown file is served at, from its storage key. */
export const publicFileUrl = (storageKey: string) => `${PUBLIC_FILE_PATH}${publicNameOf(storageKey)}`;

/** Names we hand out for Markdown files: 32 hex characters and an accepted extension. */
export const PUBLIC_FILE_NAME = /^[0-9a-f]{32}\.[0-9a-z]{1,8}$/;

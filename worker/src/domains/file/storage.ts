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

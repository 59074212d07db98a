/** Image formats the site accepts for avatars and images (spec 1 §5, spec 3 §5). */
export type ImageFormat = 'gif' | 'jpeg' | 'png' | 'bmp' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** File extensions and the format each one promises. */
export const IMAGE_EXTENSIONS: Record<string, ImageFormat> = {
  gif: 'gif',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  bmp: 'bmp',
  webp: 'webp',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

/** The format the bytes really are, by their magic numbers; null for anything else. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // A BMP header is 14 bytes; its info header size (offset 14) is one of the known DIB sizes.
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 18) {
    const dibSize = bytes[14]! | (bytes[15]! << 8) | (bytes[16]! << 16) | (bytes[17]! << 24);
    if ([12, 40, 52, 56, 64, 108, 124].includes(dibSize)) return 'bmp';
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

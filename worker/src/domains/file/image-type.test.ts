import { describe, expect, it } from 'vitest';
import { detectImageFormat, extensionOf } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('image format by magic bytes', () => {
  it('recognises each accepted format', () => {
    expect(detectImageFormat(bytes('GIF89a', [1, 0, 1, 0]))).toBe('gif');
    expect(detectImageFormat(bytes('GIF87a', [1, 0, 1, 0]))).toBe('gif');
    expect(detectImageFormat(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe(
      'png',
    );
    expect(detectImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('jpeg');
    expect(detectImageFormat(bytes('BM', [70, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0], [40, 0, 0, 0]))).toBe('bmp');
    expect(detectImageFormat(bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses look-alikes, truncated headers and other files', () => {
    expect(detectImageFormat(bytes('GIF90a'))).toBeNull();
    expect(detectImageFormat(bytes([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectImageFormat(bytes([0xff, 0xd8]))).toBeNull();
    // "BM" followed by text is not a bitmap: its info header size is not a DIB size.
    expect(detectImageFormat(bytes('BM is a plain text file'))).toBeNull();
    expect(detectImageFormat(bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectImageFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageFormat(new Uint8Array())).toBeNull();
  });
});

describe('file extension', () => {
  it('reads the last extension in lower case', () => {
    expect(extensionOf('me.PNG')).toBe('png');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('photo.jpeg')).toBe('jpeg');
  });

  it('gives no extension for bare names, dot files and trailing dots', () => {
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.png')).toBe('');
    expect(extensionOf('image.')).toBe('');
  });
});

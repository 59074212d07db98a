import { describe, expect, it } from 'vitest';
import { checkMarkdownFile } from './markdown-file-type';
import { contentDisposition } from './public-files';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('markdown file types by their bytes', () => {
  it('accepts each signature under its own extension only', () => {
    expect(checkMarkdownFile('pdf', bytes('%PDF-1.4'))).toMatchObject({ ok: true, text: false });
    expect(checkMarkdownFile('zip', bytes('PK\x05\x06'))).toMatchObject({ ok: true });
    expect(checkMarkdownFile('tgz', bytes('\x1f\x8b\x08\x00'))).toMatchObject({ ok: true });
    expect(checkMarkdownFile('7z', bytes("7z\xbc\xaf'\x1c"))).toMatchObject({ ok: true });
    expect(checkMarkdownFile('rar', bytes('Rar!\x1a\x07\x01\x00'))).toMatchObject({ ok: true });
    expect(checkMarkdownFile('pdf', bytes('PK\x03\x04'))).toMatchObject({ ok: false });
    expect(checkMarkdownFile('zip', bytes('%PDF-1.4'))).toMatchObject({ ok: false });
  });

  it('accepts UTF-8 text without NUL, and nothing else, for text types', () => {
    expect(checkMarkdownFile('py', new TextEncoder().encode('print("你好")\n'))).toEqual({
      ok: true,
      contentType: 'text/plain; charset=utf-8',
      text: true,
    });
    expect(checkMarkdownFile('txt', bytes('a\x00b'))).toMatchObject({ ok: false });
    expect(checkMarkdownFile('txt', Uint8Array.from([0xc3]))).toMatchObject({ ok: false });
    expect(checkMarkdownFile('exe', bytes('MZ'))).toMatchObject({ ok: false });
    expect(checkMarkdownFile('html', bytes('<b>'))).toMatchObject({ ok: false });
  });
});

describe('Content-Disposition of a served file', () => {
  it('keeps the uploaded name, with an ASCII fallback that cannot break the header', () => {
    expect(contentDisposition('attachment', 'a "b"\r\n.pdf', 'x.pdf')).toBe(
      `attachment; filename="a _b___.pdf"; filename*=UTF-8''a%20%22b%22%0D%0A.pdf`,
    );
    expect(contentDisposition('inline', '题解.txt', 'x.txt')).toBe(
      `inline; filename="__.txt"; filename*=UTF-8''%E9%A2%98%E8%A7%A3.txt`,
    );
    expect(contentDisposition('attachment', '\ud800.zip', 'x.zip')).toBe(
      `attachment; filename="_.zip"; filename*=UTF-8''x.zip`,
    );
  });
});

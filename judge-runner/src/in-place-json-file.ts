// A small JSON file rewritten after every job and read by others at any time (the sandbox usage,
// runner.ts). Each write is one pwrite at the start of a file kept open, padded with spaces to the
// longest text written so far, rather than a truncate and a write: truncating an ext4 file that
// holds data makes the next close write it to disk (auto_da_alloc), and a reader between the
// truncate and the write would see an empty file.
import { closeSync, openSync, writeSync } from 'node:fs';

export class InPlaceJsonFile {
  private fd: number | null = null;
  private written = 0;

  constructor(readonly path: string) {}

  write(value: unknown): void {
    const text = JSON.stringify(value).padEnd(this.written);
    this.fd ??= openSync(this.path, 'w', 0o644);
    writeSync(this.fd, text, 0);
    this.written = text.length;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    this.written = 0;
  }
}

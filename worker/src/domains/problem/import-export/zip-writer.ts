import { Zip, ZipDeflate } from 'fflate';

/**
 * Streams a ZIP archive: files are pulled one at a time from `files` as the client reads,
 * so an export of many problems never holds the whole archive in memory.
 */
export function zipStream(
  files: AsyncIterable<{ path: string; data: Uint8Array }>,
): ReadableStream<Uint8Array> {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const iterator = files[Symbol.asyncIterator]();
  let ended = false;

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (pending.length === 0 && !ended) {
        const next = await iterator.next();
        if (next.done) {
          zip.end();
          ended = true;
        } else {
          const entry = new ZipDeflate(next.value.path, { level: 6 });
          zip.add(entry);
          entry.push(next.value.data, true);
        }
        if (failure) throw failure;
      }
      const chunk = pending.shift();
      if (chunk) controller.enqueue(chunk);
      if (ended && pending.length === 0) controller.close();
    },
    async cancel() {
      zip.terminate();
      await iterator.return?.();
    },
  });
}

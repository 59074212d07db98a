/** Binary storage for test data, avatars, images and print text: R2 on Cloudflare, a folder on Node. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

export interface FileStore {
  put(key: string, data: Uint8Array | string, options?: { contentType?: string }): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** The whole object in memory; for small objects (test data, zips being imported). */
  getBytes(key: string): Promise<Uint8Array | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** Store keys are flat, slash-separated and never climb out of their root. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe file store key: ${key}`);
  }
}

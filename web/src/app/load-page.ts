import type { ComponentType } from 'react';

/** Spec 1 §9: a page's code that has not arrived after 120 s counts as a load failure. */
const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** `lazy` for a route whose module default-exports its page component. */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError('Timed out loading the page')), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } catch (error) {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error));
    } finally {
      clearTimeout(timer);
    }
  };
}

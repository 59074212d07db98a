import type { Envelope } from '@contract/envelope';
import type { AppContext } from './context';

/** A success response: HTTP 200 with `{status: 200, data, msg}`. */
export function ok<T>(c: AppContext, data: T, msg = 'success') {
  const body: Envelope<T> = { status: 200, data, msg };
  return c.json(body, 200);
}

export function envelope<T>(status: number, data: T, msg: string): Envelope<T> {
  return { status, data, msg };
}

import { z } from 'zod';

/** Every response body of the HTTP contract: `{status, data, msg}`; status 200 is success. */
export interface Envelope<T> {
  status: number;
  data: T;
  msg: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number(), data, msg: z.string() });

/** A page of a list call: `records` and `total`, with the paging that produced it. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

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

/** Paged list calls read `currentPage` and `limit`; clients may send them as strings in a query. */
export const pagingSchema = (defaultLimit: number, maxLimit = 500) =>
  z.object({
    currentPage: z.coerce.number().int().min(1).catch(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).catch(defaultLimit).default(defaultLimit),
  });

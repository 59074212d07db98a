import { z } from 'zod';

/**
 * The field rules every area's requests use, written once. Each failure is a zod issue whose
 * message names the field, so the server answers 400 with it and a form shows it as is.
 */

/** The largest Postgres `integer`: every id column is one, and a larger value crashes the query. */
export const ID_MAX = 2_147_483_647;

/** Query strings and forms send `''` (and JSON clients `null`) for "not given". */
export const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A whole number from a JSON number or from decimal text (a query value); null for anything
 * else: fractions, `'12abc'`, hex and exponent text, booleans, arrays and objects.
 */
function wholeNumberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value)) return Number(value);
  return null;
}

type IntegerBounds = { min?: number; max?: number; message?: string };

const outOfRange = (field: string, min: number, max: number) =>
  `${field} must be an integer from ${min} to ${max}`;

function integerField(field: string, { min = -ID_MAX - 1, max = ID_MAX, message }: IntegerBounds) {
  const invalid = message ?? outOfRange(field, min, max);
  return (value: unknown, ctx: z.RefinementCtx): number => {
    const number = wholeNumberOf(value);
    if (number === null || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return number;
  };
}

/**
 * A whole number that is stored in or compared with an `integer` column (a status code, a
 * score), min..max within the column's range (the whole range by default); absent, empty and
 * null read as undefined.
 */
export const optionalInteger = (field: string, bounds: IntegerBounds = {}) => {
  const read = integerField(field, bounds);
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number | undefined => (isAbsent(value) ? undefined : read(value, ctx)));
};

/** As optionalInteger, but absent, empty or null is refused with `{field} is required`. */
export const requiredInteger = (field: string, bounds: IntegerBounds = {}) => {
  const read = integerField(field, bounds);
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number => {
      if (isAbsent(value)) {
        ctx.addIssue({ code: 'custom', message: `${field} is required` });
        return z.NEVER;
      }
      return read(value, ctx);
    });
};

/** An id from a query or a body, 1..ID_MAX; absent, empty or null is refused with `{field} is required`. */
export const requiredId = (field: string) => requiredInteger(field, { min: 1 });

/**
 * A JSON list of ids, each read as requiredId reads it, within `min`..`max` entries. Checked in
 * one pass: a zod pipe per element cost more than the rest of a problem page's status call
 * (issue 18). Each message is the caller's, naming the field; an element's names it too.
 */
export function idList(
  field: string,
  limits: { notAList: string; max: number; tooMany: string; min?: number; tooFew?: string },
) {
  return z.unknown().transform((value, ctx): number[] => {
    if (!Array.isArray(value)) return refuse(ctx, limits.notAList);
    // Each id before the length, as a zod array reports them (the body limit bounds the walk).
    const ids = new Array<number>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (isAbsent(item)) return refuse(ctx, `${field} is required`, [i]);
      const id = wholeNumberOf(item);
      if (id === null || id < 1 || id > ID_MAX) return refuse(ctx, outOfRange(field, 1, ID_MAX), [i]);
      ids[i] = id;
    }
    if (value.length > limits.max) return refuse(ctx, limits.tooMany);
    if (limits.min !== undefined && value.length < limits.min)
      return refuse(ctx, limits.tooFew ?? limits.notAList);
    return ids;
  });
}

/** Adds the issue and answers zod's "no value". */
function refuse(ctx: z.RefinementCtx, message: string, path: number[] = []): never {
  ctx.addIssue({ code: 'custom', message, path });
  return z.NEVER;
}

/** An optional id, 1..ID_MAX; absent, empty and null read as undefined. */
export const optionalId = (field: string) => optionalInteger(field, { min: 1 });

/**
 * An optional id where 0 also means "none", 0..ID_MAX: the contest, group or training a call is
 * made in (`cid`, `gid`, `tid`), which clients send as 0 outside one. Absent, empty and null read
 * as undefined; 0 stays 0.
 */
export const optionalIdOrZero = (field: string) => optionalInteger(field, { min: 0 });

/** `true`/`false`, also as query text (`'true'`, `'1'`, `'false'`, `'0'`); absent reads as undefined. */
export const booleanFlag = (field: string) =>
  z.preprocess(
    (v) =>
      isAbsent(v)
        ? undefined
        : v === true || v === 'true' || v === '1'
          ? true
          : v === false || v === 'false' || v === '0'
            ? false
            : v,
    z.boolean({ error: `${field} must be true or false` }).optional(),
  );

/** A true/false switch the request must carry (HOJ's query flags such as `status` and `isApplied`). */
export const requiredFlag = (field: string) =>
  booleanFlag(field).transform((v, ctx): boolean => {
    if (v === undefined) {
      ctx.addIssue({ code: 'custom', message: `${field} is required` });
      return z.NEVER;
    }
    return v;
  });

const NUL = '\u0000';

/**
 * Free text without NUL characters (Postgres text cannot hold them, and no form produces them),
 * at most `max` characters; `max: null` only where the request body limit is the bound (test
 * data typed into the problem editor). `trim` trims before the length is checked; `typeError`
 * and `tooLong` replace the messages for a value that is not text and for one over `max`
 * (where the spec words them).
 */
export const text = (
  field: string,
  options: { max: number | null; trim?: boolean; typeError?: string; tooLong?: string },
) => {
  const base = z.string({ error: options.typeError ?? `${field} must be text` });
  const trimmed = options.trim ? base.trim() : base;
  const bounded =
    options.max === null
      ? trimmed
      : trimmed.max(options.max, options.tooLong ?? `${field} must be at most ${options.max} characters`);
  return bounded.refine((value) => !value.includes(NUL), `${field} must not contain NUL characters`);
};

/** A search word or filter: trimmed, at most `max` characters; absent or empty reads as undefined. */
export const keyword = (field: string, max = 100) =>
  z.preprocess(emptyToUndefined, text(field, { max, trim: true }).optional());

/** The page of a list, from 1; anything unusable reads as the first page. */
export const pageField = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(ID_MAX).catch(1).default(1),
);

/** Rows per page, 1..`max`; anything unusable reads as `defaultLimit`. */
export const limitField = (defaultLimit: number, max = 100) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(max).catch(defaultLimit).default(defaultLimit),
  );

/** Paged list calls read `currentPage` and `limit`; clients may send them as strings in a query. */
export const pagingSchema = (defaultLimit: number, maxLimit = 100) =>
  z.object({ currentPage: pageField, limit: limitField(defaultLimit, maxLimit) });

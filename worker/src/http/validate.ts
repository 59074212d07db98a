import type { z } from 'zod';
import { bodyLimitRefusal } from './body-limit';
import type { AppContext } from './context';
import { badRequest } from './errors';

/**
 * Turns the first zod issue into a message that names the field. Contract schemas already
 * word their messages with the field name; generic ones get the path prefixed.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  if (!path) return issue.message;
  const field = String(issue.path[issue.path.length - 1]);
  return issue.message.includes(field) ? issue.message : `${path}: ${issue.message}`;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeIssue(result.error.issues[0]!));
  return result.data;
}

/** The message for text holding NUL, which no column stores and Postgres refuses outright. */
export const nulRefused = (field: string) =>
  `${field.replaceAll('\0', '\\0') || 'the body'} must not contain NUL characters`;

interface PathStep {
  key: string;
  parent: PathStep | null;
}

const joinPath = (step: PathStep | null): string => {
  const keys: string[] = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The path of the first string (key or value) holding NUL, or null; `''` is the root.
 * Walks with its own stack: JSON.parse accepts nesting far deeper than the call stack.
 */
function findNul(input: unknown): string | null {
  const pending: [unknown, PathStep | null][] = [[input, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, step] = next;
    if (typeof value === 'string') {
      if (value.includes('\0')) return joinPath(step);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, item] of Object.entries(value)) {
      const at = { key, parent: step };
      if (key.includes('\0')) return joinPath(at);
      pending.push([item, at]);
    }
  }
  return null;
}

/**
 * Refuses NUL anywhere in the input before any schema sees it, so no endpoint (present or
 * future, whatever its schema) can pass one to the database.
 */
function refuseNul(input: unknown): void {
  const path = findNul(input);
  if (path !== null) throw badRequest(nulRefused(path));
}

/** Query parameters (single values; repeated keys keep the last, `key[]` collects arrays). */
export function readQuery<S extends z.ZodType>(c: AppContext, schema: S): z.output<S> {
  const url = new URL(c.req.url);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    if (key.includes('\0') || value.includes('\0')) throw badRequest(nulRefused(key.replace('[]', '')));
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2);
      const list = query[name];
      query[name] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      query[key] = value;
    }
  }
  return parseOrThrow(schema, query);
}

/**
 * A JSON body, refusing NUL anywhere in it unless `keepNul` is set. Only the runner's results
 * keep it: a judged program's output may hold NUL, and the judge service replaces it before
 * the text reaches a column.
 */
export async function readJson<S extends z.ZodType>(
  c: AppContext,
  schema: S,
  options: { keepNul?: boolean } = {},
): Promise<z.output<S>> {
  let body: unknown;
  let text: string;
  try {
    text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    throw bodyLimitRefusal(c, error) ?? badRequest('The request body must be valid JSON');
  }
  // JSON text holds NUL only as the escape `\u0000` (a raw control character is not valid JSON),
  // so a body without one needs no walk.
  if (!options.keepNul && text.includes('\\u0000')) refuseNul(body);
  return parseOrThrow(schema, body);
}

/**
 * A write whose fields HOJ's client sends as query parameters (status switches, applications):
 * read from the query when it carries `marker`, else from a JSON body, so other clients may
 * send JSON as everywhere else.
 */
export async function readQueryOrJson<S extends z.ZodType>(
  c: AppContext,
  schema: S,
  marker: string,
): Promise<z.output<S>> {
  return new URL(c.req.url).searchParams.has(marker) ? readQuery(c, schema) : readJson(c, schema);
}

/** Multipart form data, refusing anything that is not multipart with a clear message. */
export async function readForm(c: AppContext): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest('The request must be multipart/form-data');
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch (error) {
    throw bodyLimitRefusal(c, error) ?? badRequest('The multipart body could not be read');
  }
  for (const [field, value] of form) {
    // Workers' types list a form entry as a string only; both runtimes hand files as File.
    const text = typeof value === 'string' ? value : (value as File).name;
    if (field.includes('\0') || text.includes('\0')) throw badRequest(nulRefused(field));
  }
  return form;
}

export function formFile(form: FormData, field: string): File {
  const value = form.get(field);
  if (!value || typeof value === 'string') throw badRequest(`${field} is required: attach a file`);
  return value;
}

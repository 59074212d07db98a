import type { z } from 'zod';
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

/** Query parameters (single values; repeated keys keep the last, `key[]` collects arrays). */
export function readQuery<S extends z.ZodType>(c: AppContext, schema: S): z.output<S> {
  const url = new URL(c.req.url);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
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

export async function readJson<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('The request body must be valid JSON');
  }
  return parseOrThrow(schema, body);
}

/** Multipart form data, refusing anything that is not multipart with a clear message. */
export async function readForm(c: AppContext): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest('The request must be multipart/form-data');
  }
  try {
    return await c.req.raw.formData();
  } catch {
    throw badRequest('The multipart body could not be read');
  }
}

export function formFile(form: FormData, field: string): File {
  const value = form.get(field);
  if (!value || typeof value === 'string') throw badRequest(`${field} is required: attach a file`);
  return value;
}

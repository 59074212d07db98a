import { z } from 'zod';
import { describeIssue } from '../../../http/validate';
import { decodeText, ImportError } from './model';
import type { ZipEntries } from './zip-reader';

/** Helpers the zip formats share: reading JSON and YAML members, locating problem folders. */

export function readJsonMember(entries: ZipEntries, path: string): unknown {
  const bytes = entries.get(path);
  if (!bytes) throw new ImportError(`${path} is missing from the archive`);
  const text = decodeText(bytes, path);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ImportError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

export function checkShape<S extends z.ZodType>(schema: S, value: unknown, path: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ImportError(`${path}: ${describeIssue(result.error.issues[0]!)}`);
  return result.data;
}

/** Folder names in archive order: numeric names by value (1, 2, 10), the rest by name. */
export function sortFolders(names: Iterable<string>): string[] {
  return [...names].sort((a, b) => {
    const na = /^\d+$/.test(a) ? Number(a) : Number.NaN;
    const nb = /^\d+$/.test(b) ? Number(b) : Number.NaN;
    if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
    if (!Number.isNaN(na)) return -1;
    if (!Number.isNaN(nb)) return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  });
}

/** Natural order for test files: 2.in before 10.in, case2 before case10. */
export function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** Top-level folders holding `marker` directly, e.g. `1/problem.json` gives `1`. */
export function foldersWith(entries: ZipEntries, marker: string): string[] {
  const folders = new Set<string>();
  for (const path of entries.keys()) {
    const parts = path.split('/');
    if (parts.length === 2 && parts[1] === marker) folders.add(parts[0]!);
  }
  return sortFolders(folders);
}

/** Files directly inside `folder` (not in its subfolders), by bare name. */
export function filesIn(entries: ZipEntries, folder: string): Map<string, Uint8Array> {
  const prefix = folder === '' ? '' : `${folder}/`;
  const files = new Map<string, Uint8Array>();
  for (const [path, data] of entries) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    if (rest !== '' && !rest.includes('/')) files.set(rest, data);
  }
  return files;
}

/** A number or numeric string as an integer; strings like "1000" are common in hand-made JSON. */
export const looseInt = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+$/),
  ])
  .transform(Number);

export const nullableText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

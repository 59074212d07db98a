import { DEFAULT_TAG_COLOR } from '@contract/limits';

export interface FormTag {
  id?: number;
  name: string;
  color?: string | null;
}

const key = (name: string) => name.trim().toLowerCase();

export type AddTagResult = { ok: true; tags: FormTag[] } | { ok: false; reason: 'empty' | 'duplicate' };

/**
 * Adds a tag picked from the existing ones or typed new. The same name twice (ignoring case and
 * surrounding spaces) is refused: spec 3 §5 'The tag has been added, please do not add it repeatedly'.
 */
export function addTag(
  tags: readonly FormTag[],
  name: string,
  existing: readonly FormTag[] = [],
): AddTagResult {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, reason: 'empty' };
  if (tags.some((tag) => key(tag.name) === key(trimmed))) return { ok: false, reason: 'duplicate' };
  const known = existing.find((tag) => key(tag.name) === key(trimmed));
  const tag: FormTag = known
    ? { id: known.id, name: known.name, color: known.color ?? DEFAULT_TAG_COLOR }
    : { name: trimmed, color: DEFAULT_TAG_COLOR };
  return { ok: true, tags: [...tags, tag] };
}

export const hasDuplicateTags = (tags: readonly FormTag[]) =>
  new Set(tags.map((tag) => key(tag.name))).size !== tags.length;

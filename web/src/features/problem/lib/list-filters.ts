import { LIMITS } from '@contract/limits';

/** The problem list's URL state (spec 1 §2.7); every filter survives a reload or a shared link. */
export const PROBLEM_LIST_DEFAULTS: {
  keyword: string;
  difficulty: string;
  oj: string;
  tagId: string;
  currentPage: number;
  limit: number;
} = {
  keyword: '',
  difficulty: '',
  oj: '',
  tagId: '',
  currentPage: 1,
  limit: LIMITS.problemListPageSize,
};

export type ProblemListUrlState = typeof PROBLEM_LIST_DEFAULTS;

/** `tagId` in the URL is a JSON array (`[3,7]`); anything else reads as no tag. */
export function parseTagIds(raw: string | null | undefined): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

export const serializeTagIds = (ids: readonly number[]): string =>
  ids.length === 0 ? '' : JSON.stringify([...new Set(ids)]);

export function toggleTagId(raw: string, id: number): string {
  const ids = parseTagIds(raw);
  return serializeTagIds(ids.includes(id) ? ids.filter((value) => value !== id) : [...ids, id]);
}

/** 0, 1 or 2 from the URL; '' for all difficulties. */
export function parseDifficulty(raw: string): number | '' {
  if (raw === '') return '';
  const value = Number(raw);
  return value === 0 || value === 1 || value === 2 ? value : '';
}

/** The bank filter as the tag calls want it: Mine is ME there; All asks for every tag. */
export const tagOjOf = (oj: string): string | undefined =>
  oj === '' ? undefined : oj === 'Mine' ? 'ME' : oj;

/** Filters of the last list visited, so focus mode can page through the same problems. */
export const LAST_LIST_KEY = 'problemList:lastQuery';

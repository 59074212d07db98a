/**
 * LIKE / ILIKE patterns from what a user typed: `%`, `_` and `\` are taken literally, escaped
 * with backslash, the default escape character of Postgres (and PGlite), so no ESCAPE clause is needed.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The pattern matching any text that contains `keyword`. */
export const containsPattern = (keyword: string): string => `%${escapeLike(keyword)}%`;

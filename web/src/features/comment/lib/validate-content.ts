import { COMMENT_CONTENT_MAX } from '@contract/comment';

export type ContentProblem = 'empty' | 'tooLong';

/** Spec 2 §5: not blank after trimming, at most 10,000 characters as typed. */
export function contentProblem(content: string): ContentProblem | null {
  if (content.trim().length === 0) return 'empty';
  if (content.length > COMMENT_CONTENT_MAX) return 'tooLong';
  return null;
}

import {
  DISCUSSION_CONTENT_MAX,
  DISCUSSION_DESCRIPTION_MAX,
  DISCUSSION_TITLE_MAX,
  type REPORT_TAGS,
} from '@contract/discussion';

export interface DiscussionDraft {
  title: string;
  description: string;
  content: string;
  categoryId: number | null;
  topPriority: boolean;
}

export type DraftField = 'title' | 'description' | 'categoryId' | 'content';

export type DraftError = { kind: 'required' } | { kind: 'tooLong'; max: number };

/** Spec 2 §5: when created for a problem, the title starts with the problem id in brackets. */
export function problemTitle(title: string, pid: string | null | undefined): string {
  if (!pid) return title;
  const prefix = `[${pid}] `;
  return title.startsWith(prefix) ? title : `${prefix}${title}`;
}

const blank = (value: string) => value.trim() === '';

function checkText(value: string, max: number): DraftError | null {
  if (blank(value)) return { kind: 'required' };
  if (value.length > max) return { kind: 'tooLong', max };
  return null;
}

/**
 * Spec 2 §5, as the server checks it: title and description required and at most 255, a category,
 * content required and at most 65535; blank after trimming counts as empty. `title` is the title
 * as it will be sent (with a problem's prefix).
 */
export function checkDraft(
  draft: DiscussionDraft,
  title = draft.title,
): Record<DraftField, DraftError | null> {
  return {
    title: blank(draft.title) ? { kind: 'required' } : checkText(title, DISCUSSION_TITLE_MAX),
    description: checkText(draft.description, DISCUSSION_DESCRIPTION_MAX),
    categoryId: draft.categoryId ? null : { kind: 'required' },
    content: checkText(draft.content, DISCUSSION_CONTENT_MAX),
  };
}

export type ReportTag = (typeof REPORT_TAGS)[number];

/** The locale key of each tag the report dialog offers. */
export const REPORT_TAG_KEYS: Record<ReportTag, string> = {
  'Spam ads': 'spam',
  Illegal: 'illegal',
  'Pornographic or vulgar': 'vulgar',
  'Gambling or fraud': 'fraud',
  'Malicious abuse': 'abuse',
  Plagiarism: 'plagiarism',
};

/** Spec 2 §5: the tags, each as `#tag# ` (HOJ's form, which its admin page reads back), then the reason. */
export function reportContent(tags: readonly string[], reason: string): string {
  return tags.map((tag) => `#${tag}# `).join('') + reason.trim();
}

/** The tags and the reason of a sent report, as the admin page shows them. */
export function parseReportContent(content: string): { tags: string[]; reason: string } {
  const tags: string[] = [];
  let rest = content;
  for (let match = /^#(.*?)# /.exec(rest); match; match = /^#(.*?)# /.exec(rest)) {
    tags.push(match[1]!);
    rest = rest.slice(match[0].length);
  }
  return { tags, reason: rest.trim() };
}

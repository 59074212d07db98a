import { api } from '@web/lib/api-client';

/**
 * Spec 1 §7: returns the display id of a random public problem (as `{problemId}` or plain text),
 * chosen among those the current list filters show.
 */
export async function getRandomProblem(filters: {
  keyword?: string;
  difficulty?: number | string;
  oj?: string;
  tagId?: string;
}): Promise<string> {
  const data = await api.get<{ problemId: string } | string>('/api/get-random-problem', filters);
  return typeof data === 'string' ? data : data.problemId;
}

import type { TagClassification } from '@contract/problem';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface TagClassificationInput {
  id?: number;
  name: string;
  oj: string;
  rank: number;
}

/** GET /api/admin/tag/classification?oj */
export const getTagClassifications = (oj: string, signal?: AbortSignal) =>
  api.get<TagClassification[]>('/api/admin/tag/classification', { oj }, { signal });

export const tagClassificationsQuery = (oj: string) =>
  queryOptions({
    queryKey: ['admin', 'tag-classifications', oj],
    queryFn: ({ signal }) => getTagClassifications(oj, signal),
  });

export const useTagClassifications = (oj: string) => useQuery(tagClassificationsQuery(oj));

/** POST or PUT /api/admin/tag/classification. */
export const saveTagClassification = (input: TagClassificationInput) =>
  input.id
    ? api.put<TagClassification>('/api/admin/tag/classification', input)
    : api.post<TagClassification>('/api/admin/tag/classification', input);

/** DELETE /api/admin/tag/classification?tcid */
export const deleteTagClassification = (tcid: number) =>
  api.delete<null>('/api/admin/tag/classification', { tcid });

export function useTagClassificationMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'tag-classifications'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'tags'] }),
    ]);
  return {
    save: useMutation({ mutationFn: saveTagClassification, onSuccess }),
    remove: useMutation({ mutationFn: deleteTagClassification, onSuccess }),
  };
}

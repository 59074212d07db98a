import type { Tag } from '@contract/problem';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface TagInput {
  id?: number;
  name: string;
  color: string;
  oj: string;
  tcid: number | null;
}

/** GET /api/get-all-problem-tags?oj: every tag of a bank (`ALL` for every bank). */
export const getAllTags = (oj: string, signal?: AbortSignal) =>
  api.get<Tag[]>('/api/get-all-problem-tags', { oj }, { signal });

export const allTagsQuery = (oj: string) =>
  queryOptions({ queryKey: ['admin', 'tags', oj], queryFn: ({ signal }) => getAllTags(oj, signal) });

/** GET /api/group/get-all-problem-tags?gid: the site's tags and the group's own. */
const getGroupTags = (gid: number, signal?: AbortSignal) =>
  api.get<Tag[]>('/api/group/get-all-problem-tags', { gid }, { signal });

/** The tags an editor may pick: a bank's, or in a group (`gid`) the group's. */
export function useAllTags(oj: string, gid?: number) {
  return useQuery<Tag[]>({
    queryKey: gid ? ['admin', 'tags', 'group', gid] : ['admin', 'tags', oj],
    queryFn: ({ signal }) => (gid ? getGroupTags(gid, signal) : getAllTags(oj, signal)),
  });
}

/** POST /api/admin/tag (create) or PUT /api/admin/tag (update). */
export const saveTag = (tag: TagInput) =>
  tag.id ? api.put<Tag>('/api/admin/tag', tag) : api.post<Tag>('/api/admin/tag', tag);

/** DELETE /api/admin/tag?tid */
export const deleteTag = (tid: number) => api.delete<null>('/api/admin/tag', { tid });

export function useTagMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['admin', 'tags'] });
  return {
    save: useMutation({ mutationFn: saveTag, onSuccess }),
    remove: useMutation({ mutationFn: deleteTag, onSuccess }),
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface AddProblemFromGroupBody {
  cid: number;
  /** The group problem's display id. */
  problemId: string;
  /** Its display id in the contest. */
  displayId: string;
}

/** POST /api/group/add-contest-problem-from-group: one of the group's own problems, by its display id. */
export const addProblemFromGroup = (body: AddProblemFromGroupBody) =>
  api.post<null>('/api/group/add-contest-problem-from-group', body, { silent: true });

export function useAddProblemFromGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProblemFromGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contest', 'problems'] }),
  });
}

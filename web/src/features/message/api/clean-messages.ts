import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { BoxInfo } from '../lib/boxes';
import { messagesKey } from './get-messages';
import { refreshUnreadCounts } from './get-unread-counts';

/** DELETE /api/msg/clean?type&id: one message of the box, or (no id) the whole box. */
export const cleanMessages = (info: BoxInfo, id?: number) =>
  api.delete<null>('/api/msg/clean', { type: info.cleanType, ...(id !== undefined && { id }) });

export function useCleanMessages(info: BoxInfo) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) => cleanMessages(info, id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKey(info.box) }),
        refreshUnreadCounts(queryClient),
      ]),
  });
}

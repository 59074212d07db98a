import type { NoticeType } from '@contract/message';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { adminNoticesKey } from './get-admin-notices';

export interface NoticeBody {
  id?: number;
  title: string;
  content: string;
  /** Left out when editing a pushed notice, whose recipients are fixed. */
  type?: NoticeType;
  /** The one user a Single notice goes to. */
  recipientUsername?: string;
}

/** POST (new) or PUT (with an id) /api/admin/msg/notice. Silent: the dialog shows the server's message. */
export const saveAdminNotice = (notice: NoticeBody) =>
  api.send<unknown>(notice.id ? 'PUT' : 'POST', '/api/admin/msg/notice', { body: notice, silent: true });

export function useSaveAdminNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminNotice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminNoticesKey }),
  });
}

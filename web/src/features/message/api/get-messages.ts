import type { Page } from '@contract/envelope';
import type { SysMsg, UserMsg } from '@contract/message';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import type { BoxInfo } from '../lib/boxes';
import { refreshUnreadCounts } from './get-unread-counts';

export const messagesKey = (box: BoxInfo['box']) => ['message', 'list', box] as const;

/**
 * GET /api/msg/comment|reply|like (UserMsg rows) or /api/msg/sys|mine (SysMsg rows). Loading a
 * page marks it read on the server, so the unread counts are fetched again once it arrives
 * (spec 2 §7: loading a page lowers the tab's counter).
 */
export function useMessages<T extends UserMsg | SysMsg>(info: BoxInfo, currentPage: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...messagesKey(info.box), currentPage],
    queryFn: async ({ signal }) => {
      const page = await api.get<Page<T>>(info.listPath, { currentPage, limit: info.pageSize }, { signal });
      void refreshUnreadCounts(queryClient);
      return page;
    },
    placeholderData: keepPreviousData,
  });
}

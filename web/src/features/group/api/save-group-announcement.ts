import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupAnnouncementKeys } from './get-group-announcements';

/** What the editor and the visibility switch send; status 0 visible, 1 hidden. */
interface GroupAnnouncementFields {
  title: string;
  content: string;
  status: number;
}

export type GroupAnnouncementSave =
  | { kind: 'create'; body: GroupAnnouncementFields & { gid: number } }
  | { kind: 'update'; body: GroupAnnouncementFields & { id: number } };

/**
 * POST (create) or PUT (update) /api/group/announcement (contract createGroupAnnouncementRequest,
 * updateGroupAnnouncementRequest). Silent: the editor and the visibility switch show the server's
 * message themselves.
 */
export const saveGroupAnnouncement = (save: GroupAnnouncementSave) =>
  api.send<null>(save.kind === 'create' ? 'POST' : 'PUT', '/api/group/announcement', {
    body: save.body,
    silent: true,
  });

export function useSaveGroupAnnouncement(gid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroupAnnouncement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupAnnouncementKeys.all(gid) }),
  });
}

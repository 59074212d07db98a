import type { GroupDetail } from '@contract/group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { groupKeys } from './keys';

/** POST /api/file/upload-group-avatar, multipart `image` (a PNG) and `gid`; answers the updated group. */
export const uploadGroupAvatar = ({ gid, image }: { gid: number; image: Blob }) =>
  api.upload<GroupDetail | null>('/api/file/upload-group-avatar', {
    image: new File([image], 'avatar.png', { type: 'image/png' }),
    gid: String(gid),
  });

export function useUploadGroupAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadGroupAvatar,
    onSuccess: (_, { gid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.detail(gid) }),
        queryClient.invalidateQueries({ queryKey: groupKeys.list }),
      ]),
  });
}

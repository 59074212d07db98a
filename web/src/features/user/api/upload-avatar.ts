import type { UserInfo } from '@contract/account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** POST /api/file/upload-avatar, multipart field `image`; answers with the updated user (or at least its avatar). */
export const uploadAvatar = (image: Blob) =>
  api.upload<Partial<UserInfo> | null>('/api/file/upload-avatar', {
    image: new File([image], 'avatar.png', { type: 'image/png' }),
  });

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar });

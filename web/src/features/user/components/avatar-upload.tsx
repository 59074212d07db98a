import type { UserInfo } from '@contract/account';
import {
  AVATAR_TYPES_TEXT,
  AvatarUpload as AvatarPicker,
} from '@web/components/avatar-cropper/avatar-upload';
import { Avatar } from '@web/components/ui/avatar';
import { auth } from '@web/lib/auth';
import { toast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';
import { useUploadAvatar } from '../api/upload-avatar';

export function AvatarUpload({ user }: { user: UserInfo }) {
  const { t } = useTranslation('user');
  const upload = useUploadAvatar();

  return (
    <AvatarPicker
      current={<Avatar src={user.avatar} name={user.username} size={96} />}
      labels={{
        choose: t('avatar.choose'),
        rules: t('avatar.rules', { types: AVATAR_TYPES_TEXT }),
        wrongType: t('avatar.wrongType', { types: AVATAR_TYPES_TEXT }),
        tooLarge: t('avatar.tooLarge'),
        title: t('avatar.cropTitle'),
        confirm: t('avatar.upload'),
        zoom: t('avatar.zoom'),
        hint: t('avatar.cropHint'),
        unreadable: t('avatar.unreadable'),
      }}
      busy={upload.isPending}
      onUpload={(png, done) =>
        upload.mutate(png, {
          onSuccess: (data) => {
            const avatar = data?.avatar;
            if (avatar) auth.updateUser({ ...data, avatar });
            done();
            toast.success(t('avatar.uploaded'));
          },
        })
      }
    />
  );
}

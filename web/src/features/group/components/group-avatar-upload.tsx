import { AVATAR_TYPES_TEXT, AvatarUpload } from '@web/components/avatar-cropper/avatar-upload';
import { toast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';
import { useUploadGroupAvatar } from '../api/upload-group-avatar';
import { useGroupContext } from '../lib/group-context';
import { GroupAvatar } from './group-avatar';

/** Spec 3 §2 Group settings: a picture, cropped to a 200×200 PNG, checked as spec 3 §5 Avatar says. */
export function GroupAvatarUpload() {
  const { t } = useTranslation('group');
  const { gid, group } = useGroupContext();
  const upload = useUploadGroupAvatar();

  return (
    <AvatarUpload
      className="flex flex-col items-center gap-4 sm:flex-row sm:gap-6"
      pickerClassName="space-y-2 text-center sm:text-left"
      current={<GroupAvatar src={group.avatar} name={group.name} size={130} />}
      labels={{
        choose: t('setting.chooseAvatar'),
        rules: t('setting.avatarRules', { types: AVATAR_TYPES_TEXT }),
        wrongType: t('setting.wrongType', { types: AVATAR_TYPES_TEXT }),
        tooLarge: t('setting.tooLarge'),
        title: t('setting.cropTitle'),
        confirm: t('setting.upload'),
        zoom: t('setting.zoom'),
        hint: t('setting.cropHint'),
        unreadable: t('setting.unreadable'),
      }}
      busy={upload.isPending}
      onUpload={(png, done) =>
        upload.mutate(
          { gid, image: png },
          {
            onSuccess: () => {
              done();
              toast.success(t('setting.avatarUploaded'));
            },
          },
        )
      }
    />
  );
}

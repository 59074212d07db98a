import type { UserInfo } from '@contract/account';
import { LIMITS } from '@contract/limits';
import { Avatar } from '@web/components/ui/avatar';
import { auth } from '@web/lib/auth';
import { toast } from '@web/lib/toast';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadAvatar } from '../api/upload-avatar';
import { checkAvatarFile } from '../lib/avatar-file';
import { AvatarCropper } from './avatar-cropper';

const ACCEPT = LIMITS.avatarTypes.map((type) => `.${type}`).join(',');

export function AvatarUpload({ user }: { user: UserInfo }) {
  const { t } = useTranslation('user');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadAvatar();

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = checkAvatarFile(chosen);
    if (problem === 'type') toast.warning(t('avatar.wrongType', { types: LIMITS.avatarTypes.join(', ') }));
    else if (problem === 'size') toast.warning(t('avatar.tooLarge'));
    else setFile(chosen);
  };

  const send = (png: Blob) =>
    upload.mutate(png, {
      onSuccess: (data) => {
        const avatar = data?.avatar;
        if (avatar) auth.updateUser({ ...data, avatar });
        setFile(null);
        toast.success(t('avatar.uploaded'));
      },
    });

  return (
    <div className="flex items-center gap-5">
      <Avatar src={user.avatar} name={user.username} size={96} />
      <div className="space-y-2">
        <button
          type="button"
          className="btn btn-outline btn-primary btn-sm"
          onClick={() => input.current?.click()}
        >
          {t('avatar.choose')}
        </button>
        <p className="text-xs opacity-70">{t('avatar.rules', { types: LIMITS.avatarTypes.join(', ') })}</p>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="hidden"
          aria-label={t('avatar.choose')}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      {file && (
        <AvatarCropper file={file} busy={upload.isPending} onCancel={() => setFile(null)} onCropped={send} />
      )}
    </div>
  );
}

import { LIMITS } from '@contract/limits';
import { toast } from '@web/lib/toast';
import { type ReactNode, useRef, useState } from 'react';
import { AvatarCropper, type AvatarCropperLabels } from './avatar-cropper';
import { checkAvatarFile } from './avatar-file';

/** The accepted kinds of picture, as the texts around the picker list them. */
export const AVATAR_TYPES_TEXT = LIMITS.avatarTypes.join(', ');
const ACCEPT = LIMITS.avatarTypes.map((type) => `.${type}`).join(',');

/** The texts around the picker, in the caller's words (its own namespace). */
export interface AvatarUploadLabels extends AvatarCropperLabels {
  choose: string;
  rules: string;
  wrongType: string;
  tooLarge: string;
}

export interface AvatarUploadProps {
  /** The picture shown now. */
  current: ReactNode;
  labels: AvatarUploadLabels;
  busy: boolean;
  /** Sends the cropped picture; `done` closes the cropper once it is saved. */
  onUpload: (png: Blob, done: () => void) => void;
  className?: string;
  pickerClassName?: string;
}

/**
 * The current picture, a picker that checks the file as spec 1 §5 says, and the cropper that
 * turns it into the PNG sent (a user's avatar, a group's).
 */
export function AvatarUpload({
  current,
  labels,
  busy,
  onUpload,
  className = 'flex items-center gap-5',
  pickerClassName = 'space-y-2',
}: AvatarUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = checkAvatarFile(chosen);
    if (problem === 'type') toast.warning(labels.wrongType);
    else if (problem === 'size') toast.warning(labels.tooLarge);
    else setFile(chosen);
  };

  return (
    <div className={className}>
      {current}
      <div className={pickerClassName}>
        <button
          type="button"
          className="btn btn-outline btn-primary btn-sm"
          onClick={() => input.current?.click()}
        >
          {labels.choose}
        </button>
        <p className="text-xs opacity-70">{labels.rules}</p>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="hidden"
          aria-label={labels.choose}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </div>
      {file && (
        <AvatarCropper
          file={file}
          labels={labels}
          busy={busy}
          onCancel={() => setFile(null)}
          onCropped={(png) => onUpload(png, () => setFile(null))}
        />
      )}
    </div>
  );
}

import { LIMITS } from '@contract/limits';

export type AvatarFileProblem = 'type' | 'size';

/** Spec 1 §5: gif, jpg, jpeg, png, bmp or webp, at most 2 MB. */
export function checkAvatarFile(file: { name: string; size: number }): AvatarFileProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(LIMITS.avatarTypes as readonly string[]).includes(extension)) return 'type';
  if (file.size > LIMITS.avatarMaxBytes) return 'size';
  return null;
}

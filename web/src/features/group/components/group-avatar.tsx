import { UsersIcon } from '@web/components/icons';
import { useState } from 'react';

/** The group's square picture, or a placeholder with the group icon when it has none (or it fails). */
export function GroupAvatar({ src, name, size }: { src: string | null; name: string; size: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (src && !failed)
    return (
      <img
        src={src}
        alt={name}
        loading="lazy"
        className="rounded-box object-cover"
        style={style}
        onError={() => setFailed(true)}
      />
    );
  return (
    <div
      role="img"
      aria-label={name}
      className="flex items-center justify-center rounded-box bg-base-300 text-base-content/50"
      style={style}
    >
      <UsersIcon size={Math.round(size * 0.45)} />
    </div>
  );
}

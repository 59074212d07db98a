import { useState } from 'react';

export interface AvatarProps {
  src?: string | null;
  name: string;
  /** Pixel size of the square. */
  size?: number;
  className?: string;
}

/** A user's picture, or the first letter of their name when there is none or it fails to load. */
export function Avatar({ src, name, size = 32, className = '' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (src && !failed) {
    return (
      <div className={`avatar ${className}`}>
        <div className="rounded-full" style={style}>
          <img src={src} alt={name} loading="lazy" onError={() => setFailed(true)} />
        </div>
      </div>
    );
  }
  return (
    <div className={`avatar avatar-placeholder ${className}`} role="img" aria-label={name}>
      <div className="rounded-full bg-primary text-primary-content" style={style}>
        <span style={{ fontSize: Math.max(10, size * 0.45) }}>{name.slice(0, 1).toUpperCase() || '?'}</span>
      </div>
    </div>
  );
}

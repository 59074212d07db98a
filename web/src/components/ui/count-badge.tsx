/** Spec 1 §2.3: unread badges stop at 99. */
export const BADGE_MAX = 99;

export function capCount(count: number, max = BADGE_MAX): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > max ? `${max}+` : String(Math.floor(count));
}

export function CountBadge({ count, className = '' }: { count: number; className?: string }) {
  const text = capCount(count);
  if (!text) return null;
  return <span className={`badge badge-error badge-sm px-1.5 font-semibold ${className}`}>{text}</span>;
}

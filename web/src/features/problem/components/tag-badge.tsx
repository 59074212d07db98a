import { DEFAULT_TAG_COLOR } from '@contract/limits';
import type { TagRef } from '@contract/problem';

interface TagBadgeProps {
  tag: Pick<TagRef, 'name' | 'color'>;
  selected?: boolean;
  onClick?: () => void;
  size?: 'xs' | 'sm';
}

/** A tag in its own colour: outlined, or filled when selected. */
export function TagBadge({ tag, selected = false, onClick, size = 'sm' }: TagBadgeProps) {
  const color = tag.color || DEFAULT_TAG_COLOR;
  const style = selected
    ? { backgroundColor: color, borderColor: color, color: '#fff' }
    : { borderColor: color, color };
  const className = `badge ${size === 'xs' ? 'badge-xs' : 'badge-sm'} badge-outline whitespace-nowrap`;
  if (!onClick)
    return (
      <span className={className} style={style}>
        {tag.name}
      </span>
    );
  return (
    <button
      type="button"
      className={`${className} cursor-pointer transition-transform hover:scale-105`}
      style={style}
      aria-pressed={selected}
      onClick={onClick}
    >
      {tag.name}
    </button>
  );
}

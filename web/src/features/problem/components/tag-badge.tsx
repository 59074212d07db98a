import { DEFAULT_TAG_COLOR } from '@contract/limits';
import type { TagRef } from '@contract/problem';
import type { CSSProperties } from 'react';

interface TagBadgeProps {
  tag: Pick<TagRef, 'name' | 'color'>;
  selected?: boolean;
  onClick?: () => void;
  size?: 'xs' | 'sm';
}

/** A tag in its own colour: outlined, or filled when selected. */
export function TagBadge({ tag, selected = false, onClick, size = 'sm' }: TagBadgeProps) {
  const color = tag.color || DEFAULT_TAG_COLOR;
  // The tag's own colour, kept legible: darkened behind white, or as text on the page.
  const style = { '--legible-color': color, borderColor: color } as CSSProperties;
  const className = `badge ${size === 'xs' ? 'badge-xs' : 'badge-sm'} badge-outline whitespace-nowrap ${
    selected ? 'bg-legible text-white' : 'text-legible'
  }`;
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

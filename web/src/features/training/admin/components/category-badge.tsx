import type { CSSProperties } from 'react';
import type { TrainingCategory } from '../lib/types';

/** A category as HOJ shows it: its name on its own colour. */
export function CategoryBadge({ category }: { category: Pick<TrainingCategory, 'name' | 'color'> }) {
  return (
    <span
      className="badge bg-legible badge-sm max-w-40 truncate border-0 text-white"
      style={{ '--legible-color': category.color } as CSSProperties}
      title={category.name}
    >
      {category.name}
    </span>
  );
}

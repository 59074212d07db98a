/** A problem's balloon colour as a small filled dot. */
export function Balloon({ color, size = 12 }: { color: string | null | undefined; size?: number }) {
  if (!color) return null;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 12 12"
      aria-hidden="true"
      className="inline-block align-middle"
    >
      <circle cx="6" cy="5" r="5" fill={color} />
    </svg>
  );
}

/** A five-pointed star, filled when `filled`. */
export function StarIcon({ filled, size = 16 }: { filled: boolean; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="inline-block">
      <path
        d="M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A user's title (an admin-granted label) in its colour. */
export function UserTitleTag({ name, color }: { name?: string | null; color?: string | null }) {
  if (!name) return null;
  return (
    <span
      className="badge badge-sm border-0 font-medium whitespace-nowrap text-white"
      style={{ backgroundColor: color || '#2d8cf0' }}
    >
      {name}
    </span>
  );
}

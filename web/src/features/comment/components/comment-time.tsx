import { formatDateTime, formatRelative } from '@web/lib/format';

/** "3 minutes ago", with the exact time on hover as HOJ's tooltip. */
export function CommentTime({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className="text-xs opacity-60">
      {formatRelative(value)}
    </time>
  );
}

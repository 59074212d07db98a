/**
 * The editor's place while its chunk, language pack or theme loads: the size the editor will
 * take, so the page does not jump when it appears. Imported by the lazy wrapper and the editor.
 */
export function EditorSkeleton({
  className = '',
  height,
  minHeight,
}: {
  className?: string;
  height?: string;
  minHeight?: string;
}) {
  return (
    <div
      className={`skeleton w-full rounded-none ${className}`}
      style={{ height: height ?? minHeight ?? '12rem' }}
    />
  );
}

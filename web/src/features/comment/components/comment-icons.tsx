import type { SVGProps } from 'react';

/** The comment section's line icons, drawn inline like the shared ones so nothing is fetched. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const icon =
  (paths: string[]) =>
  ({ size = 16, ...props }: IconProps) => (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );

export const ThumbUpIcon = icon([
  'M7 10v12',
  'M15 5.9 14 10h5.8a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.5 22H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.8a2 2 0 0 0 1.8-1.1L12 2a3.1 3.1 0 0 1 3 3.9z',
]);
export const ReplyIcon = icon(['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z']);
export const TrashIcon = icon([
  'M3 6h18',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
  'M10 11v6',
  'M14 11v6',
  'M9 6V4h6v2',
]);
export const SmileIcon = icon([
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  'M8 14s1.5 2 4 2 4-2 4-2',
  'M9 9h.01',
  'M15 9h.01',
]);
export const CodeIcon = icon(['M16 18l6-6-6-6', 'M8 6l-6 6 6 6']);
export const BracesIcon = icon([
  'M8 3H7a2 2 0 0 0-2 2v5a2 2 0 0 1-2 2 2 2 0 0 1 2 2v5a2 2 0 0 0 2 2h1',
  'M16 21h1a2 2 0 0 0 2-2v-5a2 2 0 0 1 2-2 2 2 0 0 1-2-2V5a2 2 0 0 0-2-2h-1',
]);
export const LinkIcon = icon([
  'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7',
  'M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
]);
export const BulletListIcon = icon(['M8 6h13', 'M8 12h13', 'M8 18h13', 'M3 6h.01', 'M3 12h.01', 'M3 18h.01']);
export const NumberListIcon = icon([
  'M10 6h11',
  'M10 12h11',
  'M10 18h11',
  'M4 6h1v4',
  'M4 10h2',
  'M6 18H4c0-1 2-2 2-3s-1-1.5-2-1',
]);

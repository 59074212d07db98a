import type { SVGProps } from 'react';

/** The few line icons the interface uses, drawn inline so no icon font or image is fetched. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function SvgIcon({ paths, size = 18, ...props }: IconProps & { paths: string[] }) {
  return (
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
}

const icon = (paths: string[]) => (props: IconProps) => <SvgIcon paths={paths} {...props} />;

export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const BellIcon = icon(['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0']);
export const SunIcon = icon([
  'M12 3v1',
  'M12 20v1',
  'M3 12h1',
  'M20 12h1',
  'M5.6 5.6l.7.7',
  'M17.7 17.7l.7.7',
  'M5.6 18.4l.7-.7',
  'M17.7 6.3l.7-.7',
  'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
]);
export const MoonIcon = icon(['M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z']);
export const GlobeIcon = icon([
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  'M2 12h20',
  'M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z',
]);
export const ChevronDownIcon = icon(['M6 9l6 6 6-6']);
export const ArrowUpIcon = icon(['M12 19V5', 'M5 12l7-7 7 7']);
export const CloseIcon = icon(['M18 6L6 18', 'M6 6l12 12']);
export const RefreshIcon = icon(['M21 12a9 9 0 1 1-3-6.7L21 8', 'M21 3v5h-5']);
export const SearchIcon = icon(['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M21 21l-4.3-4.3']);
export const LinkIcon = icon([
  'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7',
  'M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
]);
export const GithubIcon = icon([
  'M9 19c-5 1.5-5-2.5-7-3m14 6v-3.9a3.4 3.4 0 0 0-.9-2.6c3.1-.3 6.4-1.5 6.4-7A5.4 5.4 0 0 0 20 4.8 5 5 0 0 0 19.9 1S18.7.7 16 2.5a13.4 13.4 0 0 0-7 0C6.3.7 5.1 1 5.1 1A5 5 0 0 0 5 4.8a5.4 5.4 0 0 0-1.5 3.7c0 5.4 3.3 6.6 6.4 7a3.4 3.4 0 0 0-.9 2.6V22',
]);
export const ClockIcon = icon(['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z', 'M12 6v6l4 2']);
export const MaleIcon = icon(['M10 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10z', 'M14 4h6v6', 'M20 4l-6.5 6.5']);
export const FemaleIcon = icon(['M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M12 15v7', 'M9 19h6']);
export const UsersIcon = icon([
  'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M23 21v-2a4 4 0 0 0-3-3.9',
  'M16 3.1a4 4 0 0 1 0 7.8',
]);
export const ServerIcon = icon(['M2 4h20v6H2z', 'M2 14h20v6H2z', 'M6 7h.01', 'M6 17h.01']);
export const SlidersIcon = icon([
  'M4 21v-7',
  'M4 10V3',
  'M12 21v-9',
  'M12 8V3',
  'M20 21v-5',
  'M20 12V3',
  'M1 14h6',
  'M9 8h6',
  'M17 16h6',
]);
export const ShieldIcon = icon(['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'M9 12l2 2 4-4']);
export const CheckIcon = icon(['M20 6L9 17l-5-5']);
export const ArrowRightIcon = icon(['M5 12h14', 'M12 5l7 7-7 7']);
export const MinusIcon = icon(['M5 12h14']);
export const ShuffleIcon = icon(['M16 3h5v5', 'M4 20L21 3', 'M21 16v5h-5', 'M15 15l6 6', 'M4 4l5 5']);
export const CopyIcon = icon([
  'M9 9h11a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2z',
  'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1',
]);
export const MaximizeIcon = icon([
  'M8 3H5a2 2 0 0 0-2 2v3',
  'M21 8V5a2 2 0 0 0-2-2h-3',
  'M3 16v3a2 2 0 0 0 2 2h3',
  'M16 21h3a2 2 0 0 0 2-2v-3',
]);
export const MinimizeIcon = icon([
  'M8 3v3a2 2 0 0 1-2 2H3',
  'M21 8h-3a2 2 0 0 1-2-2V3',
  'M3 16h3a2 2 0 0 1 2 2v3',
  'M16 21v-3a2 2 0 0 1 2-2h3',
]);
export const PlayIcon = icon(['M6 4l14 8-14 8z']);
export const PieChartIcon = icon(['M21.2 15.9A10 10 0 1 1 8 2.8', 'M22 12A10 10 0 0 0 12 2v10z']);
export const MessageIcon = icon(['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z']);
export const ListIcon = icon(['M8 6h13', 'M8 12h13', 'M8 18h13', 'M3 6h.01', 'M3 12h.01', 'M3 18h.01']);
export const SettingsIcon = icon([
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
]);
export const DownloadIcon = icon(['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'M7 10l5 5 5-5', 'M12 15V3']);
export const FileIcon = icon(['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z', 'M14 2v6h6']);
export const EditIcon = icon(['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z']);
export const RotateCcwIcon = icon(['M3 12a9 9 0 1 0 3-6.7L3 8', 'M3 3v5h5']);
export const TagIcon = icon([
  'M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z',
  'M7 7h.01',
]);
export const HelpIcon = icon([
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3',
  'M12 17h.01',
]);
export const ShareIcon = icon(['M4 12v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8', 'M16 6l-4-4-4 4', 'M12 2v13']);
export const ImageIcon = icon([
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'M21 15l-5-5L5 21',
]);
export const PaperclipIcon = icon([
  'M21.4 11.1l-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5',
]);
export const ThumbsUpIcon = icon([
  'M7 10v12',
  'M15 5.9L14 10h5.8a2 2 0 0 1 1.9 2.5l-2.3 8a2 2 0 0 1-1.9 1.5H4a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.8a2 2 0 0 0 1.8-1.1L12 2a3.1 3.1 0 0 1 3 3.9z',
]);
export const EyeIcon = icon([
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z',
  'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
]);
export const FolderIcon = icon([
  'M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.7-.9l-.8-1.2A2 2 0 0 0 7.9 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2z',
]);
export const TrashIcon = icon([
  'M3 6h18',
  'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
]);
export const FlagIcon = icon(['M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1z', 'M4 22v-7']);
export const PlusIcon = icon(['M12 5v14', 'M5 12h14']);
export const PinIcon = icon([
  'M12 17v5',
  'M9 10.8a2 2 0 0 1-1.1 1.8l-1.8.9A2 2 0 0 0 5 15.2V17h14v-1.8a2 2 0 0 0-1.1-1.8l-1.8-.9a2 2 0 0 1-1.1-1.8V7a1 1 0 0 1 1-1 2 2 0 0 0 0-4H8a2 2 0 0 0 0 4 1 1 0 0 1 1 1z',
]);
export const MoreIcon = icon(['M5 12h.01', 'M12 12h.01', 'M19 12h.01']);
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
export const NumberListIcon = icon([
  'M10 6h11',
  'M10 12h11',
  'M10 18h11',
  'M4 6h1v4',
  'M4 10h2',
  'M6 18H4c0-1 2-2 2-3s-1-1.5-2-1',
]);

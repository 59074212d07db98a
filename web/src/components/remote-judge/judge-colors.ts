import type { RemoteJudge } from '@contract/remote-judge-info';

/**
 * Each remote judge in its site's colours, for the home page's links and the judge badges. Kept
 * apart from the contract's judge table (which carries zod schemas) so the home route stays light.
 */
export const REMOTE_JUDGE_COLORS: Record<RemoteJudge | 'LOJ', string> = {
  HDU: 'bg-[#1a5cad] text-white',
  POJ: 'bg-[#0e6e8c] text-white',
  CF: 'bg-[#1b6fa8] text-white',
  GYM: 'bg-[#b21f2d] text-white',
  AC: 'bg-[#222] text-white',
  SPOJ: 'bg-[#2b7a3d] text-white',
  LOJ: 'bg-[#e0a100] text-black',
};

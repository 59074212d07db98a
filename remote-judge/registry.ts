// The adapter of each remote judge, by its key.
import type { RemoteJudge } from '../contract/remote-judge';
import type { RemoteJudgeAdapter } from './adapter';
import { atcoderAdapter } from './adapters/atcoder';
import { codeforcesAdapter } from './adapters/codeforces';
import { gymAdapter } from './adapters/gym';
import { hduAdapter } from './adapters/hdu';
import { pojAdapter } from './adapters/poj';
import { spojAdapter } from './adapters/spoj';

export const REMOTE_JUDGE_ADAPTERS: Record<RemoteJudge, RemoteJudgeAdapter> = {
  CF: codeforcesAdapter,
  GYM: gymAdapter,
  HDU: hduAdapter,
  POJ: pojAdapter,
  AC: atcoderAdapter,
  SPOJ: spojAdapter,
};

export function remoteJudgeAdapter(judge: RemoteJudge): RemoteJudgeAdapter {
  return REMOTE_JUDGE_ADAPTERS[judge];
}

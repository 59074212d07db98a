// PLACEHOLDER: replaced by the Codeforces stand-in (helper-owned file).
import type { StandIn, StandInOptions } from './stand-in';

export function startCodeforcesStandIn(_judge: 'CF' | 'GYM', _options: StandInOptions): Promise<StandIn> {
  return Promise.reject(new Error('The Codeforces stand-in is not written yet'));
}

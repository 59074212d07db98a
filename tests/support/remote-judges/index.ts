// A stand-in for each remote judge, by its key.
import type { RemoteJudge } from '../../../contract/remote-judge';
import { startAtCoderStandIn } from './atcoder';
import { startCodeforcesStandIn } from './codeforces';
import { startHduStandIn } from './hdu';
import { startPojStandIn } from './poj';
import { startSpojStandIn } from './spoj';
import type { StandIn, StandInOptions } from './stand-in';

export type { StandIn, StandInOptions } from './stand-in';

/** Codeforces' stand-in serves both the problemset (CF) and the Gym (GYM), as the real site does. */
export function startStandIn(judge: RemoteJudge, options: StandInOptions = {}): Promise<StandIn> {
  switch (judge) {
    case 'CF':
    case 'GYM':
      return startCodeforcesStandIn(judge, options);
    case 'HDU':
      return startHduStandIn(options);
    case 'POJ':
      return startPojStandIn(options);
    case 'AC':
      return startAtCoderStandIn(options);
    case 'SPOJ':
      return startSpojStandIn(options);
  }
}

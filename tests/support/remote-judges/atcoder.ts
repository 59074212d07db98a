// PLACEHOLDER: replaced by the AC stand-in (helper-owned file).
import type { StandIn, StandInOptions } from './stand-in';

export function startAtCoderStandIn(_options: StandInOptions): Promise<StandIn> {
  return Promise.reject(new Error('The AC stand-in is not written yet'));
}

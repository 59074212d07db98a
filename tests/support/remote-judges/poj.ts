// PLACEHOLDER: replaced by the POJ stand-in (helper-owned file).
import type { StandIn, StandInOptions } from './stand-in';

export function startPojStandIn(_options: StandInOptions): Promise<StandIn> {
  return Promise.reject(new Error('The POJ stand-in is not written yet'));
}

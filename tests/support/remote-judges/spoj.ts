// PLACEHOLDER: replaced by the SPOJ stand-in (helper-owned file).
import type { StandIn, StandInOptions } from './stand-in';

export function startSpojStandIn(_options: StandInOptions): Promise<StandIn> {
  return Promise.reject(new Error('The SPOJ stand-in is not written yet'));
}

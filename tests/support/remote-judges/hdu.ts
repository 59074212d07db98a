// PLACEHOLDER: replaced by the HDU stand-in (helper-owned file).
import type { StandIn, StandInOptions } from './stand-in';

export function startHduStandIn(_options: StandInOptions): Promise<StandIn> {
  return Promise.reject(new Error('The HDU stand-in is not written yet'));
}

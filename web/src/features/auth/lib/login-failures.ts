import { LIMITS } from '@contract/limits';
import { createStore } from '@web/lib/create-store';

/** Spec 1 §4: failed logins counted on the client; from the fifth on a slide puzzle comes first. */
export const loginFailures = createStore(0);

export const needsPuzzle = (failures: number) => failures >= LIMITS.failedLoginsBeforePuzzle;

import type { Tx } from '../../platform/db';

/**
 * Disbanding a group removes what higher areas keep for it (its problems, trainings, contests,
 * discussions). The group area sits below them, so app.ts wires each area's remover in here.
 */
export interface GroupHooks {
  groupDisbanded(tx: Tx, gid: number): Promise<void>;
}

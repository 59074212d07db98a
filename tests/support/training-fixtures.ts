import { training, trainingCategory, trainingProblem, trainingRegister } from '../../worker/src/db/schema';
import type { Platform } from '../../worker/src/platform/platform';

/** A test app or a judge harness's server: anything with the platform's database. */
type Host = { platform: Pick<Platform, 'db'> };

/**
 * Trainings, categories and their problems inserted straight into their tables, for tests about
 * what the training calls do with them rather than about creating them (the admin tests create
 * them over HTTP).
 */

type Owner = { uid: string; username: string };
export type TrainingValues = Partial<typeof training.$inferInsert>;

/** An enabled public training owned by `owner` unless `values` say otherwise. */
export async function insertTraining(t: Host, owner: Owner, values: TrainingValues = {}) {
  const [row] = await t.platform.db
    .insert(training)
    .values({ uid: owner.uid, author: owner.username, title: 'Training', description: 'About it', ...values })
    .returning();
  return row!;
}

/** A private training behind `password`. */
export function insertPrivateTraining(t: Host, owner: Owner, password: string, values: TrainingValues = {}) {
  return insertTraining(t, owner, { auth: 'Private', privatePwd: password, ...values });
}

export async function insertTrainingCategory(
  t: Host,
  name: string,
  color = '#ff0000',
  gid: number | null = null,
) {
  const [row] = await t.platform.db.insert(trainingCategory).values({ name, color, gid }).returning();
  return row!;
}

/** Links bank problem `pid` into the training; `displayId` is the id the training shows. */
export async function addTrainingProblem(
  t: Host,
  tid: number,
  pid: number,
  options: { rank?: number; displayId?: string | null } = {},
) {
  const [row] = await t.platform.db
    .insert(trainingProblem)
    .values({ tid, pid, rank: options.rank ?? 0, displayId: options.displayId ?? null })
    .returning();
  return row!;
}

/** Registers `uid` for the training directly; `status: false` is a barred registration. */
export async function insertTrainingRegister(t: Host, tid: number, uid: string, status = true) {
  await t.platform.db.insert(trainingRegister).values({ tid, uid, status });
}

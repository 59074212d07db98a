import type { Db } from './db';

/**
 * In-memory caches are kept per database, so separate apps in one process (tests) never share
 * one. The Node entry opens one Db for the whole process, so that scope lives as long as the
 * process. The Workers entry must open a Db per request (an I/O object cannot outlive its
 * request there), so it ties each request's Db to one scope per isolate and database: caches of
 * settled data (the contest boards, the problem bank's index, the short-lived results of
 * lib/coalesce, the versions of lib/shared-page) then live as long as the isolate instead of
 * being rebuilt on every request. Promises are never shared between Workers requests, so
 * single-flight reads (lib/coalesce) stay scoped to the Db itself.
 */
const scopes = new WeakMap<object, object>();

export function shareCacheScope(db: Db, scope: object): void {
  scopes.set(db, scope);
}

/** The object an in-memory cache of settled data is keyed by for this Db (any other object: itself). */
export function cacheScopeOf(db: object): object {
  return scopes.get(db) ?? db;
}

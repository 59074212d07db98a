import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Creation and modification times every entity carries (gmtCreate / gmtModified on the wire). */
export const timestamps = {
  gmtCreate: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  gmtModified: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const at = () => timestamp({ withTimezone: true, mode: 'date' });

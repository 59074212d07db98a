import type { Page } from '@contract/envelope';
import { count, desc, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** queued, sent, failed, or logged (no SMTP configured). */
  status: string;
  error: string | null;
  sentAt: Date | null;
  gmtCreate: Date;
}

/** The outbox, newest first: how root reads mails when no SMTP server is configured. */
export async function listMailOutbox(
  db: DbOrTx,
  query: { currentPage: number; limit: number; to?: string },
): Promise<Page<OutboxMail>> {
  const where = query.to ? eq(sql`lower(${mailOutbox.to})`, query.to.toLowerCase()) : undefined;
  const [{ total }] = (await db.select({ total: count() }).from(mailOutbox).where(where)) as [
    { total: number },
  ];
  const records = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      html: mailOutbox.html,
      text: mailOutbox.text,
      status: mailOutbox.status,
      error: mailOutbox.error,
      sentAt: mailOutbox.sentAt,
      gmtCreate: mailOutbox.gmtCreate,
    })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.id))
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  return { records, total: Number(total), current: query.currentPage, size: query.limit };
}

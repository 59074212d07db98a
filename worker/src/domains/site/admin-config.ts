import {
  type AdminEmailConfig,
  type AdminWebConfig,
  MASKED_PASSWORD,
  type SetEmailConfigRequest,
  type SetWebConfigRequest,
} from '@contract/site-admin';
import { eq } from 'drizzle-orm';
import { homeCarousel } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { renewSharedPages } from '../../lib/shared-page';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { type EmailSettings, readConfig, writeConfig } from './config';
import { composeMail, sendMail } from './mail';
import { SITE_CONFIG_PAGES } from './service';

export const SMTP_NOT_CONFIGURED = 'The SMTP server is not configured: save its host, port and account first';
export const CAROUSEL_NOT_FOUND = 'The carousel image does not exist';

export async function getWebConfig(db: DbOrTx): Promise<AdminWebConfig> {
  const website = await readConfig(db, 'website');
  return { ...website };
}

/** Stored at once: the public config and the registration check read the section on every call. */
export async function setWebConfig(db: DbOrTx, input: SetWebConfigRequest): Promise<AdminWebConfig> {
  const patch = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const saved = await writeConfig(db, 'website', patch);
  renewSharedPages(db, SITE_CONFIG_PAGES.name);
  return { ...saved };
}

const maskEmail = (email: EmailSettings): AdminEmailConfig => ({
  ...email,
  emailPassword: email.emailPassword ? MASKED_PASSWORD : '',
});

export async function getEmailConfig(db: DbOrTx): Promise<AdminEmailConfig> {
  return maskEmail(await readConfig(db, 'email'));
}

export async function setEmailConfig(db: DbOrTx, input: SetEmailConfigRequest): Promise<AdminEmailConfig> {
  const { emailPassword, ...rest } = input;
  const patch: Partial<EmailSettings> = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  );
  if (emailPassword && emailPassword !== MASKED_PASSWORD) patch.emailPassword = emailPassword;
  return maskEmail(await writeConfig(db, 'email', patch));
}

/**
 * Sends a test mail through the saved SMTP server right now and reports the server's reply; a
 * failure answers 400 with the server's (or the connection's) error.
 */
export async function sendTestEmail(
  platform: Platform,
  to: string,
): Promise<{ status: 'sent'; response: string | null }> {
  const { db } = platform;
  const email = await readConfig(db, 'email');
  if (!email.emailHost || !email.emailUsername) throw badRequest(SMTP_NOT_CONFIGURED);
  const website = await readConfig(db, 'website');
  const result = await sendMail(
    platform,
    composeMail({
      to,
      siteName: website.name,
      subject: 'SMTP test',
      paragraphs: [
        `This is a test mail from ${website.name}.`,
        `It was sent through ${email.emailHost}:${email.emailPort} as ${email.emailUsername}; if you can read it, the SMTP settings work.`,
      ],
      headerImage: email.emailBGImg || undefined,
    }),
  );
  if (result.status === 'failed') throw badRequest(`The test mail could not be sent: ${result.error}`);
  if (result.status !== 'sent') throw badRequest(SMTP_NOT_CONFIGURED);
  return { status: 'sent', response: result.response ?? null };
}

export async function addCarouselImage(
  db: DbOrTx,
  entry: { fileId: number; url: string; uid: string },
  now: Date,
): Promise<{ id: number; url: string }> {
  const [row] = await db
    .insert(homeCarousel)
    .values({ ...entry, gmtCreate: now, gmtModified: now })
    .returning({ id: homeCarousel.id, url: homeCarousel.url });
  return row!;
}

/** Removes a carousel entry; answers the upload it showed (null for one without), for the file area to discard. */
export async function removeCarouselImage(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .delete(homeCarousel)
    .where(eq(homeCarousel.id, id))
    .returning({ fileId: homeCarousel.fileId });
  if (!row) throw notFound(CAROUSEL_NOT_FOUND);
  return row.fileId;
}
